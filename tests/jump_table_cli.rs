//! Jump tables in read-only data (a `br_table`'s table of code addresses, placed
//! and relocated by whoever places the function): run through the JIT
//! (`cpu0c run`), through objects linked by `cpu0c link`, and through `cpu0c cc`,
//! on both byte orders and both ISA levels.

mod common;

use common::cpu0c;
use std::process::Output;

fn ok(o: Output) -> Output {
    assert!(
        o.status.success(),
        "status {:?}\nstdout: {}\nstderr: {}",
        o.status,
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    );
    o
}

/// Two functions with jump tables (so the second one's table sits after the
/// first's in `.rodata`), in two objects: `%pick` maps 0..=5 to
/// 11, 22, 33, 22, 44, 55 and anything else to 7; `%step` maps 0..=3 to
/// x+1, x*2, x-3, x+1 and anything else to 0 (through an empty `br_table`
/// after its non-empty one: it only jumps to its default).
const PICK: &str = "
function %pick(i32) -> i32 {
block0(v0: i32):
    br_table v0, block6, [block1, block2, block3, block2, block4, block5]
block1:
    v1 = iconst.i32 11
    return v1
block2:
    v2 = iconst.i32 22
    return v2
block3:
    v3 = iconst.i32 33
    return v3
block4:
    v4 = iconst.i32 44
    return v4
block5:
    v5 = iconst.i32 55
    return v5
block6:
    v6 = iconst.i32 7
    return v6
}
function %step(i32, i32) -> i32 {
block0(v0: i32, v1: i32):
    br_table v0, block4, [block1, block2, block3, block1]
block1:
    v10 = iconst.i32 1
    v2 = iadd v1, v10
    return v2
block2:
    v11 = iconst.i32 2
    v3 = imul v1, v11
    return v3
block3:
    v12 = iconst.i32 -3
    v4 = iadd v1, v12
    return v4
block4:
    br_table v1, block5, []
block5:
    v5 = iconst.i32 0
    return v5
}";

/// Sums `%pick(i)` for i in -1..=7 and `%step(i, 10)` for i in 0..=4, so
/// every case and the default (below and above the table) are taken.
const MAIN: &str = "
function %main() -> i32 {
    fn0 = %pick(i32) -> i32
    fn1 = %step(i32, i32) -> i32
block0:
    v0 = iconst.i32 -1
    v1 = iconst.i32 0
    jump block1(v0, v1)
block1(v2: i32, v3: i32):
    v4 = call fn0(v2)
    v5 = iadd v3, v4
    v20 = iconst.i32 1
    v6 = iadd v2, v20
    v21 = iconst.i32 7
    v7 = icmp sle v6, v21
    brif v7, block1(v6, v5), block2(v1, v5)
block2(v8: i32, v9: i32):
    v10 = iconst.i32 10
    v11 = call fn1(v8, v10)
    v12 = iadd v9, v11
    v22 = iconst.i32 1
    v13 = iadd v8, v22
    v23 = iconst.i32 4
    v14 = icmp sle v13, v23
    brif v14, block2(v13, v12), block3(v12)
block3(v15: i32):
    return v15
}";

/// `main`'s result, by hand: pick over -1..=7 is 7 (for -1) + 11 + 22 + 33 +
/// 22 + 44 + 55 + 7 + 7 = 208; step over 0..=4 with 10 is 11 + 20 + 7 + 11 + 0
/// = 49; 208 + 49 = 257, and the exit status is its low byte.
const EXPECTED: i32 = 257;

#[test]
fn jump_tables_run_in_the_jit() {
    let d = tempfile::tempdir().unwrap();
    std::fs::write(d.path().join("all.clif"), format!("{PICK}\n{MAIN}")).unwrap();
    for target in ["cpu0", "cpu0el"] {
        for isa in ["cpu032I", "cpu032II"] {
            // `run` exits with the result's low byte, and prints it whole.
            let out = cpu0c(
                &[
                    "run", "all.clif", "--invoke", "main", "--target", target, "--isa", isa,
                ],
                d.path(),
            );
            let text = String::from_utf8_lossy(&out.stdout);
            assert_eq!(text, format!("main() = {EXPECTED}\n"), "{target} {isa}");
        }
    }
}

#[test]
fn jump_tables_link_into_executables() {
    let d = tempfile::tempdir().unwrap();
    std::fs::write(d.path().join("pick.clif"), PICK).unwrap();
    std::fs::write(d.path().join("main.clif"), MAIN).unwrap();
    for target in ["cpu0", "cpu0el"] {
        for isa in ["cpu032I", "cpu032II"] {
            for f in ["main", "pick"] {
                let (src, obj) = (format!("{f}.clif"), format!("{f}.o"));
                let args = [
                    "compile", &src, "-o", &obj, "--target", target, "--isa", isa,
                ];
                ok(cpu0c(&args, d.path()));
            }
            ok(cpu0c(&["link", "main.o", "pick.o", "-o", "prog"], d.path()));
            let run = cpu0c(&["exec", "prog", "--isa", isa], d.path());
            assert_eq!(
                run.status.code(),
                Some(EXPECTED & 0xff),
                "{target} {isa}: {}",
                String::from_utf8_lossy(&run.stderr)
            );
        }
    }
}

/// A C `switch` dense enough for a jump table, in a loop, through `cpu0c cc`.
const SWITCH_C: &str = r#"
#include <stdio.h>
__attribute__((noinline)) static int classify(int c, int x) {
    switch (c) {
    case 'a': return x + 1;
    case 'b': return x * 3;
    case 'c': return x - 300;
    case 'd': return x << 4;
    case 'f': return x ^ 0x55;
    case 'g': return x / 7;
    default: return -1;
    }
}
volatile int seed = 1000;
int main(void) {
    int sum = 0;
    for (int c = '_'; c <= 'j'; c++)
        sum += classify(c, seed);
    printf("%d\n", sum);
    return 0;
}
"#;

#[test]
fn c_switches_through_cc() {
    // By host arithmetic: 'a'..'g' without 'e' on 1000, and -1 for each of the
    // other 6 of '_'..='j' (12 characters).
    let x = 1000;
    let expected = (x + 1) + x * 3 + (x - 300) + (x << 4) + (x ^ 0x55) + x / 7 - 6;
    let d = tempfile::tempdir().unwrap();
    std::fs::write(d.path().join("sw.c"), SWITCH_C).unwrap();
    for target in ["cpu0", "cpu0el"] {
        for isa in ["cpu032I", "cpu032II"] {
            let args = [
                "cc", "-O2", "sw.c", "-o", "sw", "--target", target, "--isa", isa,
            ];
            ok(cpu0c(&args, d.path()));
            let run = ok(cpu0c(&["exec", "sw", "--isa", isa], d.path()));
            assert_eq!(
                String::from_utf8_lossy(&run.stdout),
                format!("{expected}\n"),
                "{target} {isa}"
            );
        }
    }
}
