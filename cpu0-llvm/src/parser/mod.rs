//! The parser: tokens to [`crate::ast::Module`].
//!
//! It accepts what clang 14 through 19 print for C, in both pointer styles: typed
//! pointers (`i32*`) and opaque pointers (`ptr`). Metadata, attribute groups,
//! comdats, debug records, `uselistorder` directives and attributes without a
//! meaning for code generation are skipped.
//!
//! One file per part of the grammar: `cursor.rs` (tokens), `module_items.rs`
//! (top-level entities), `types.rs`, `constants.rs` (constants and operands),
//! `functions.rs` (headers and bodies) and `instructions.rs`.

mod constants;
mod cursor;
mod functions;
mod instructions;
mod module_items;
mod types;

use crate::ast::Module;
use crate::lexer::{tokenize, Token};
use crate::ParseError;

/// Parses the text of an LLVM IR module.
pub fn parse(text: &str) -> Result<Module, ParseError> {
    let tokens = tokenize(text)?;
    let mut p = Parser {
        toks: tokens,
        pos: 0,
        counter: 0,
        depth: 0,
    };
    p.module()
}

struct Parser<'a> {
    toks: Vec<Token<'a>>,
    pos: usize,
    /// The next number for an unnamed value or block in the current function.
    counter: u64,
    /// Nesting of types and constants being parsed (bounded, so that deeply
    /// nested input is an error rather than a stack overflow).
    depth: usize,
}

/// The deepest nesting of types and constants accepted.
const MAX_NESTING: usize = 200;

type PResult<T> = Result<T, ParseError>;

fn lossy(b: Vec<u8>) -> String {
    String::from_utf8_lossy(&b).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ast::Type;

    #[test]
    fn parses_a_small_function() {
        let m = parse(
            r#"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
%struct.S = type { i32, [4 x i8] }
@g = dso_local global i32 5, align 4
@s = private unnamed_addr constant [3 x i8] c"hi\00", align 1
define dso_local i32 @f(i32 noundef %0, ptr %p) #0 {
  %2 = add nsw i32 %0, 1
  %3 = load i32, ptr @g, align 4, !tbaa !3
  call void @llvm.dbg.value(metadata i32 %2, metadata !12, metadata !DIExpression()), !dbg !14
  br label %4

4:
  %5 = phi i32 [ %2, %1 ], [ %5, %4 ]
  ret i32 %5
}
declare void @llvm.dbg.value(metadata, metadata, metadata) #1
attributes #0 = { noinline nounwind "frame-pointer"="all" }
!3 = !{!4, !4, i64 0}
!12 = !DILocalVariable(name: "x", scope: !5)
"#,
        )
        .unwrap();
        assert_eq!(m.globals.len(), 2);
        let f = m.function("f").unwrap();
        assert_eq!(f.blocks.len(), 2);
        assert_eq!(f.blocks[0].name, "1");
        assert_eq!(f.blocks[1].name, "4");
        assert_eq!(f.blocks[0].insts.len(), 4);
    }

    #[test]
    fn typed_pointers() {
        let m = parse(
            "define i32 @f(i32* %p, i32 (i32)* %fp) {\nentry:\n  %v = load i32, i32* %p\n  %r = call i32 %fp(i32 %v)\n  %q = getelementptr inbounds i32, i32* %p, i32 1\n  ret i32 %r\n}\n",
        )
        .unwrap();
        let f = &m.functions[0];
        assert_eq!(f.params[1].ty, Type::Ptr);
    }

    #[test]
    fn deep_nesting_is_an_error() {
        let deep = format!(
            "@g = global {}i32{} zeroinitializer",
            "[1 x ".repeat(100_000),
            "]".repeat(100_000)
        );
        assert!(parse(&deep).unwrap_err().msg.contains("nested too deeply"));
        let deep = format!("@g = global i32 {}", "add (i32 ".repeat(100_000));
        assert!(parse(&deep).unwrap_err().msg.contains("nested too deeply"));
    }

    #[test]
    fn syntax_errors_have_positions() {
        let e = parse("define i32 @f() {\n  %x = add i32 1,\n}\n").unwrap_err();
        assert_eq!((e.line, e.col), (3, 1), "{e}");
        let e = parse("define i32 @f() {\n  %x = frob i32 1\n}\n").unwrap_err();
        assert_eq!((e.line, e.col), (2, 8), "{e}");
    }
}
