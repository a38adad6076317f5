//! Reading a filetest: the preamble lines this runner interprets itself (`target`,
//! `set`), and the run lines of each function.

use cpu0_asm::{Endian, IsaLevel};
use cpu0_isa::OptLevel;
use cranelift_codegen::data_value::DataValue;
use cranelift_codegen::ir::{Function, Signature, TrapCode};
use cranelift_reader::{parse_run_command, Comparison, Details, Invocation, RunCommand};
use std::fmt;

/// A processor a test runs on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Target {
    pub endian: Endian,
    pub level: IsaLevel,
    pub has_cmov: bool,
}

impl Target {
    /// `{cpu0, cpu0el} x {cpu032I, cpu032II}`: where a `test run` file without a
    /// Cpu0 `target` line runs.
    pub const ALL: [Target; 4] = [
        Target::new(Endian::Big, IsaLevel::Cpu032II),
        Target::new(Endian::Big, IsaLevel::Cpu032I),
        Target::new(Endian::Little, IsaLevel::Cpu032II),
        Target::new(Endian::Little, IsaLevel::Cpu032I),
    ];

    /// `target cpu0` (big-endian, cpu032II): the default of `test compile`.
    pub const DEFAULT: Target = Target::new(Endian::Big, IsaLevel::Cpu032II);

    pub const fn new(endian: Endian, level: IsaLevel) -> Target {
        Target {
            endian,
            level,
            has_cmov: false,
        }
    }
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = match self.endian {
            Endian::Big => "cpu0",
            Endian::Little => "cpu0el",
        };
        write!(f, "{name} {}", self.level)?;
        if self.has_cmov {
            f.write_str(" has_cmov")?;
        }
        Ok(())
    }
}

/// What the preamble's `target` and `set` lines say.
#[derive(Debug)]
pub struct Preamble {
    /// Cpu0 targets with the line that names them (other targets are ignored).
    pub targets: Vec<(usize, Target)>,
    /// `set opt_level=...`, if the file has one.
    pub opt_level: Option<OptLevel>,
    /// Bad `target`/`set` lines: (line, message).
    pub errors: Vec<(usize, String)>,
}

/// Takes the `target` and `set` lines out of the preamble (before the first
/// `function`), so cranelift-reader, which knows neither Cpu0 nor our settings,
/// never sees them. The lines are blanked, not removed: line numbers stay right.
pub fn split_preamble(text: &str) -> (String, Preamble) {
    let mut clean = String::with_capacity(text.len());
    let mut pre = Preamble {
        targets: Vec::new(),
        opt_level: None,
        errors: Vec::new(),
    };
    let mut in_preamble = true;
    for (i, line) in text.split_inclusive('\n').enumerate() {
        let lineno = i + 1;
        let code = line.split(';').next().unwrap_or("");
        let mut words = code.split_whitespace();
        let first = words.next();
        if first == Some("function") {
            in_preamble = false;
        }
        match first {
            Some("target") if in_preamble => {
                parse_target(lineno, words, &mut pre);
                clean.push_str(line_ending(line));
            }
            Some("set") if in_preamble => {
                for word in words {
                    if let Some(level) = word.strip_prefix("opt_level=") {
                        match level.parse() {
                            Ok(l) => pre.opt_level = Some(l),
                            Err(e) => pre.errors.push((lineno, e)),
                        }
                    }
                }
                clean.push_str(line_ending(line));
            }
            _ => clean.push_str(line),
        }
    }
    (clean, pre)
}

fn line_ending(line: &str) -> &str {
    if line.ends_with("\r\n") {
        "\r\n"
    } else if line.ends_with('\n') {
        "\n"
    } else {
        ""
    }
}

fn parse_target<'a>(lineno: usize, mut words: impl Iterator<Item = &'a str>, pre: &mut Preamble) {
    let Some(name) = words.next() else {
        pre.errors.push((lineno, "`target` needs a name".into()));
        return;
    };
    let Ok(endian) = cpu0_isa::Flags::parse_target(name) else {
        // Another backend's target (x86_64, riscv64...): not ours to run.
        return;
    };
    let mut target = Target::new(endian, IsaLevel::Cpu032II);
    for word in words {
        if word == "has_cmov" {
            target.has_cmov = true;
        } else {
            match word.parse::<IsaLevel>() {
                Ok(level) => target.level = level,
                Err(_) => {
                    pre.errors.push((
                        lineno,
                        format!("unknown option `{word}` for target {name} (expected cpu032I, cpu032II or has_cmov)"),
                    ));
                    return;
                }
            }
        }
    }
    pre.targets.push((lineno, target));
}

/// What a run line expects.
#[derive(Debug, PartialEq)]
pub enum Expect {
    /// `== values` or `!= values`.
    Values(Comparison, Vec<DataValue>),
    /// A bare `; run`: the single integer result is not zero.
    NonZero,
    /// `trap CODE` (this project's extension).
    Trap(TrapCode),
}

/// One `; run` or `; print` line.
#[derive(Debug)]
pub struct RunLine {
    pub line: usize,
    /// The comment, without the leading `;`, for messages.
    pub text: String,
    /// The function named by the invocation (`None` for a bare `; run`).
    pub func: Option<String>,
    pub args: Vec<DataValue>,
    /// `None` for `print`.
    pub expect: Option<Expect>,
}

/// The 1-based line of `part`, a slice of `text`.
pub fn line_of(text: &str, part: &str) -> Option<usize> {
    let start = text.as_ptr() as usize;
    let at = (part.as_ptr() as usize).checked_sub(start)?;
    (at <= text.len()).then(|| text[..at].matches('\n').count() + 1)
}

/// The run lines among a function's comments, in order; errors are (line, message).
///
/// A run line may call another function of the file (`; run: %g(1) == 2` after
/// `%f`), as upstream's runner allows: its arguments and results are read against
/// the signature `signature_of` gives for that name (`%g`), else against `func`'s.
pub fn run_lines<'a>(
    source: &str,
    func: &'a Function,
    details: &Details,
    signature_of: impl Fn(&str) -> Option<&'a Signature>,
) -> Vec<Result<RunLine, (usize, String)>> {
    let mut out = Vec::new();
    for comment in &details.comments {
        let line = line_of(source, comment.text).unwrap_or(details.location.line_number);
        let body = comment.text.trim_start_matches([';', ' ']).trim();
        let keyword = body
            .split(|c: char| c == ':' || c.is_whitespace())
            .next()
            .unwrap_or("");
        if keyword != "run" && keyword != "print" {
            continue;
        }
        let signature = invoked_name(body)
            .and_then(&signature_of)
            .unwrap_or(&func.signature);
        out.push(
            parse_run_line(body, signature)
                .map_err(|e| (line, e))
                .map(|mut r| {
                    r.line = line;
                    r
                }),
        );
    }
    out
}

/// `%g` of `run: %g(1, 2) == 3`.
fn invoked_name(body: &str) -> Option<&str> {
    let (_, call) = body.split_once(':')?;
    let call = call.trim_start();
    let end = call.find('(')?;
    call.starts_with('%').then(|| call[..end].trim_end())
}

fn parse_run_line(body: &str, signature: &Signature) -> Result<RunLine, String> {
    let text = body.to_string();
    if body.split_whitespace().last() == Some("trap") {
        return Err("`trap` needs a code: `run: %f(...) trap CODE`".into());
    }
    // `run: %f(args) trap CODE`.
    if let Some((head, code)) = split_trap_suffix(body) {
        let code: TrapCode = code.parse().map_err(|()| {
            format!("unknown trap code `{code}` (expected int_divz, int_ovf, heap_oob, stk_ovf, bad_toint or userN)")
        })?;
        if !head.starts_with("run:") {
            return Err(
                "a `trap` expectation needs an invocation: `run: %f(...) trap CODE`".into(),
            );
        }
        // Let cranelift-reader parse the invocation, against a signature without
        // results so that `== []` completes the command.
        let mut sig = signature.clone();
        sig.returns.clear();
        let command = parse_run_command(&format!("{head} == []"), &sig)
            .map_err(|e| e.message)?
            .ok_or("not a run command")?;
        let RunCommand::Run(invocation, _, _) = command else {
            return Err("not a run command".into());
        };
        return Ok(RunLine {
            line: 0,
            text,
            func: Some(invocation.func),
            args: invocation.args,
            expect: Some(Expect::Trap(code)),
        });
    }
    let command = parse_run_command(body, signature)
        .map_err(|e| e.message)?
        .ok_or("not a run command")?;
    Ok(match command {
        RunCommand::Print(Invocation { func, args }) => RunLine {
            line: 0,
            text,
            func: named(func, body),
            args,
            expect: None,
        },
        RunCommand::Run(Invocation { func, args }, cmp, expected) => {
            // cranelift-reader turns a bare `run` into `%default() != 0` with an
            // `i8` zero, whatever the result type: it means "not zero".
            let bare = !body.contains(':');
            let expect = if bare {
                Expect::NonZero
            } else {
                Expect::Values(cmp, expected)
            };
            RunLine {
                line: 0,
                text,
                func: if bare { None } else { Some(func) },
                args,
                expect: Some(expect),
            }
        }
    })
}

fn named(func: String, body: &str) -> Option<String> {
    body.contains(':').then_some(func)
}

/// Splits `run: %f(0) trap int_divz` into (`run: %f(0)`, `int_divz`).
fn split_trap_suffix(body: &str) -> Option<(&str, &str)> {
    let (rest, code) = body.trim_end().rsplit_once(char::is_whitespace)?;
    let (head, keyword) = rest.trim_end().rsplit_once(char::is_whitespace)?;
    (keyword == "trap").then(|| (head.trim_end(), code))
}

#[cfg(test)]
mod tests {
    use super::*;
    use cranelift_reader::{parse_test, ParseOptions};

    #[test]
    fn targets_and_sets_are_taken_out() {
        let text = "test run\nset opt_level=speed\ntarget cpu0el cpu032I\ntarget x86_64\ntarget cpu0 ; big\nfunction %f() {\nblock0:\n    return\n}\n";
        let (clean, pre) = split_preamble(text);
        assert_eq!(clean.lines().count(), text.lines().count());
        assert!(!clean.contains("target") && !clean.contains("set"));
        assert_eq!(pre.opt_level, Some(OptLevel::Speed));
        assert_eq!(
            pre.targets,
            [
                (3, Target::new(Endian::Little, IsaLevel::Cpu032I)),
                (5, Target::DEFAULT)
            ]
        );
        assert!(pre.errors.is_empty());
        let (_, pre) = split_preamble("target cpu0 cpu064\n");
        assert_eq!(pre.errors.len(), 1);
    }

    #[test]
    fn run_lines_follow_cranelift_reader() {
        let text = "test run
function %f(i8, i32) -> i8 {
block0(v0: i8, v1: i32):
    return v0
}
; run: %f(255, 0x7fff_ffff) == -1
; run: %f(1, 2) != 2
; run: %f(0, 0) trap int_divz
; run: %f(0) == 0
; run: %f(0, 0) trap nonsense
; not a run line
function %g() -> i32 {
block0:
    v0 = iconst.i32 1
    return v0
}
; run
";
        let file = parse_test(text, ParseOptions::default()).unwrap();
        let (f, d) = &file.functions[0];
        let runs = run_lines(text, f, d, |_| None);
        assert_eq!(runs.len(), 5);
        let r0 = runs[0].as_ref().unwrap();
        assert_eq!(r0.line, 6);
        assert_eq!(r0.func.as_deref(), Some("f"));
        assert_eq!(r0.args, [DataValue::I8(-1), DataValue::I32(i32::MAX)]);
        assert_eq!(
            r0.expect,
            Some(Expect::Values(Comparison::Equals, vec![DataValue::I8(-1)]))
        );
        let r1 = runs[1].as_ref().unwrap();
        assert!(matches!(
            r1.expect,
            Some(Expect::Values(Comparison::NotEquals, _))
        ));
        let r2 = runs[2].as_ref().unwrap();
        assert_eq!(
            r2.expect,
            Some(Expect::Trap(TrapCode::INTEGER_DIVISION_BY_ZERO))
        );
        assert_eq!(r2.args, [DataValue::I8(0), DataValue::I32(0)]);
        assert_eq!(runs[3].as_ref().unwrap_err().0, 9);
        assert!(runs[4].as_ref().unwrap_err().1.contains("nonsense"));

        let (g, d) = &file.functions[1];
        let runs = run_lines(text, g, d, |_| None);
        assert_eq!(runs.len(), 1);
        let r = runs[0].as_ref().unwrap();
        assert_eq!(
            (r.line, &r.expect, &r.func),
            (17, &Some(Expect::NonZero), &None)
        );
    }
}
