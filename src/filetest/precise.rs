//! `test compile precise-output`: the expected assembly of each function is the
//! block of `; ` comment lines that follows it:
//!
//! ```text
//! function %add(i32, i32) -> i32 {
//! block0(v0: i32, v1: i32):
//!     v2 = iadd v0, v1
//!     return v2
//! }
//!
//! ;   addu $v0, $a0, $a1
//! ;   ret $lr
//! ;   nop
//! ```
//!
//! The block is the first group of consecutive comment lines after the function's
//! closing brace (blank lines and `; run`/`; print` lines before it are skipped), unless
//! the group runs right into the next `function` line: that is the next function's
//! own comment. With `CPU0_BLESS=1` the runner rewrites the blocks with the actual
//! output.

/// Where a function's expected block is, in 0-based line indices of the file.
#[derive(Debug, PartialEq, Eq)]
pub struct Block {
    /// The line of the function's closing brace.
    pub close: usize,
    /// The expected lines (comment lines), if there are any.
    pub lines: Option<std::ops::Range<usize>>,
}

fn is_blank(line: &str) -> bool {
    line.trim().is_empty()
}

fn is_comment(line: &str) -> bool {
    line.trim_start().starts_with(';')
}

fn is_run_line(line: &str) -> bool {
    let body = line.trim_start().trim_start_matches([';', ' ']);
    let word = body
        .split(|c: char| c == ':' || c.is_whitespace())
        .next()
        .unwrap_or("");
    word == "run" || word == "print"
}

/// Finds the expected block of the function whose text spans lines `start..end`
/// (`start` is its `function` line; `end` is the next function's line or the end).
pub fn find_block(lines: &[&str], start: usize, end: usize) -> Option<Block> {
    let end = end.min(lines.len());
    let close = (start..end).rev().find(|&i| {
        let code = lines[i].split(';').next().unwrap_or("");
        !code.trim().is_empty()
    })?;
    let mut i = close + 1;
    while i < end && (is_blank(lines[i]) || (is_comment(lines[i]) && is_run_line(lines[i]))) {
        i += 1;
    }
    let first = i;
    while i < end && is_comment(lines[i]) && !is_run_line(lines[i]) {
        i += 1;
    }
    let group = first..i;
    let is_next_functions_comment = i == end && end < lines.len();
    let lines = (!group.is_empty() && !is_next_functions_comment).then_some(group);
    Some(Block { close, lines })
}

/// The text of the expected lines: each without its `;` and one following space.
pub fn expected_text(lines: &[&str], block: &Block) -> Vec<String> {
    let Some(range) = block.lines.clone() else {
        return Vec::new();
    };
    lines[range]
        .iter()
        .map(|l| {
            let l = l.trim_start();
            let l = l.strip_prefix(';').unwrap_or(l);
            let l = l.strip_prefix(' ').unwrap_or(l);
            l.trim_end().to_string()
        })
        .collect()
}

/// The actual output as lines to compare.
pub fn actual_lines(disasm: &str) -> Vec<String> {
    disasm.lines().map(|l| l.trim_end().to_string()).collect()
}

/// The comment lines to write for `actual`.
pub fn comment_lines(actual: &[String]) -> Vec<String> {
    actual
        .iter()
        .map(|l| {
            if l.is_empty() {
                ";".to_string()
            } else {
                format!("; {l}")
            }
        })
        .collect()
}

/// Rewrites `text` with each `(block, actual)` replaced; `blocks` are in file order.
pub fn bless(text: &str, blocks: &[(Block, Vec<String>)]) -> String {
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    let newline = if text.contains("\r\n") { "\r\n" } else { "\n" };
    let mut out = String::with_capacity(text.len() + 256);
    let mut next = 0;
    for (block, actual) in blocks {
        let new: String = comment_lines(actual)
            .iter()
            .map(|l| format!("{l}{newline}"))
            .collect();
        match &block.lines {
            Some(range) => {
                for l in &lines[next..range.start] {
                    out.push_str(l);
                }
                out.push_str(&new);
                next = range.end;
            }
            None => {
                for l in &lines[next..=block.close] {
                    out.push_str(l);
                }
                if !out.ends_with('\n') {
                    out.push_str(newline);
                }
                out.push_str(newline);
                out.push_str(&new);
                let followed_by_blank = lines.get(block.close + 1).is_none_or(|l| is_blank(l));
                if !followed_by_blank {
                    out.push_str(newline);
                }
                next = block.close + 1;
            }
        }
    }
    for l in &lines[next..] {
        out.push_str(l);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEXT: &str = "test compile precise-output
function %a() {
block0:
    return
}

;   ret $lr
;   nop

; The next one.
function %b() {
block0:
    return
}
; run
function %c() {
block0:
    return
}
";

    #[test]
    fn blocks_are_found() {
        let lines: Vec<&str> = TEXT.lines().collect();
        let a = find_block(&lines, 1, 10).unwrap();
        assert_eq!(
            a,
            Block {
                close: 4,
                lines: Some(6..8)
            }
        );
        assert_eq!(expected_text(&lines, &a), ["  ret $lr", "  nop"]);
        let b = find_block(&lines, 10, 15).unwrap();
        assert_eq!(
            b,
            Block {
                close: 13,
                lines: None
            }
        );
        let c = find_block(&lines, 15, lines.len()).unwrap();
        assert_eq!(
            c,
            Block {
                close: 18,
                lines: None
            }
        );
    }

    #[test]
    fn bless_replaces_and_inserts() {
        let lines: Vec<&str> = TEXT.lines().collect();
        let out = bless(
            TEXT,
            &[
                (find_block(&lines, 1, 10).unwrap(), vec!["  jr".into()]),
                (find_block(&lines, 10, 15).unwrap(), vec!["  x".into()]),
                (
                    find_block(&lines, 15, lines.len()).unwrap(),
                    vec!["  y".into()],
                ),
            ],
        );
        assert!(out.contains("}\n\n;   jr\n\n; The next one."), "{out}");
        assert!(out.contains("}\n\n;   x\n\n; run\nfunction %c"), "{out}");
        assert!(out.ends_with("}\n\n;   y\n"), "{out}");
        // Blessing again with the same output changes nothing.
        let lines2: Vec<&str> = out.lines().collect();
        let starts: Vec<usize> = lines2
            .iter()
            .enumerate()
            .filter(|(_, l)| l.starts_with("function"))
            .map(|(i, _)| i)
            .collect();
        let again = bless(
            &out,
            &[
                (
                    find_block(&lines2, starts[0], starts[1]).unwrap(),
                    vec!["  jr".into()],
                ),
                (
                    find_block(&lines2, starts[1], starts[2]).unwrap(),
                    vec!["  x".into()],
                ),
                (
                    find_block(&lines2, starts[2], lines2.len()).unwrap(),
                    vec!["  y".into()],
                ),
            ],
        );
        assert_eq!(again, out);
    }
}
