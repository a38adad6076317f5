//! Whole hand-written programs from `tests/asm/` (shared with the CLI tests), run
//! from reset in both byte orders and checked against their expected console text.

mod common;

use common::*;
use cpu0_asm::Endian;
use cpu0_sim::Config;

const FIB: &str = include_str!("../../tests/asm/fib.s");
const SUM: &str = include_str!("../../tests/asm/sum.s");

fn console(src: &str, endian: Endian) -> String {
    let m = run_program(
        src,
        Config {
            mem_size: 16 << 20,
            endian,
            ..config()
        },
    );
    String::from_utf8(m.console().to_vec()).unwrap()
}

#[test]
fn fib_big_endian() {
    assert_eq!(
        console(FIB, Endian::Big),
        "fib(20) = 6765\nfib(47) = 2971215073\n"
    );
}

#[test]
fn fib_little_endian() {
    assert_eq!(
        console(FIB, Endian::Little),
        "fib(20) = 6765\nfib(47) = 2971215073\n"
    );
}

#[test]
fn sum_big_endian() {
    assert_eq!(console(SUM, Endian::Big), "sum = 901242\n");
}

#[test]
fn sum_little_endian() {
    assert_eq!(console(SUM, Endian::Little), "sum = 901242\n");
}

#[test]
fn programs_run_in_strict_mode() {
    // Nothing in them is undefined.
    for src in [FIB, SUM] {
        run_program(
            src,
            Config {
                mem_size: 16 << 20,
                ..strict()
            },
        );
    }
}
