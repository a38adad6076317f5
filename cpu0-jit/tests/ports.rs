//! The I/O ports and program arguments through `Cpu0JitModule`: the builder's
//! input, an exit through the exit port (a distinct error with the status, not a
//! trap), and `run_main` with argc/argv. Expected values are worked out by hand.

mod common;

use common::all_flags;
use cpu0_jit::{Cpu0JitBuilder, Cpu0JitModule, JitError};
use cranelift_module::{FuncId, Linkage};

const CLIF: &str = "
function %sum_input() -> i32 {
block0:
    v0 = iconst.i32 0xff000004
    v1 = iconst.i32 0
    jump block1(v1)
block1(v2: i32):
    v3 = load.i32 v0
    v10 = iconst.i32 -1
    v4 = icmp eq v3, v10
    brif v4, block2, block3
block2:
    return v2
block3:
    v5 = iadd v2, v3
    jump block1(v5)
}

function %quit(i32) -> i32 {
block0(v0: i32):
    v1 = iconst.i32 0xff000008
    store v0, v1
    v2 = iconst.i32 99
    return v2
}

function %main(i32, i32) -> i32 {
block0(v0: i32, v1: i32):
    v10 = iconst.i32 1000
    v2 = imul v0, v10
    v3 = load.i32 v1+4
    v4 = uload8.i32 v3
    v5 = load.i32 v1+8
    v11 = iconst.i32 0
    v6 = icmp ne v5, v11
    v7 = uextend.i32 v6
    v8 = iadd v2, v4
    v9 = iadd v8, v7
    return v9
}

function %exit_main(i32, i32) -> i32 {
    fn0 = %quit(i32) -> i32
block0(v0: i32, v1: i32):
    v10 = iconst.i32 40
    v2 = iadd v0, v10
    v3 = call fn0(v2)
    return v3
}

function %void_main() {
block0:
    return
}
";

fn module(builder: Cpu0JitBuilder) -> (Cpu0JitModule, Vec<FuncId>) {
    let mut m = Cpu0JitModule::new(builder).unwrap();
    let funcs = cranelift_reader::parse_functions(CLIF).unwrap();
    let ids = cpu0_jit::define_clif_functions(&mut m, funcs, Linkage::Export).unwrap();
    m.finalize_definitions().unwrap();
    (m, ids.into_iter().map(|(_, id)| id).collect())
}

#[test]
fn the_builder_input_feeds_the_input_port() {
    for flags in all_flags() {
        let mut builder = Cpu0JitBuilder::new(flags);
        builder.budget(Some(1_000_000)).strict(true).input(*b"abc");
        let (mut m, ids) = module(builder);
        // 'a' + 'b' + 'c' = 97 + 98 + 99, then the input is exhausted.
        assert_eq!(m.call_i32(ids[0], &[]).unwrap(), 294, "{flags:?}");
        assert_eq!(m.call_i32(ids[0], &[]).unwrap(), 0);
        m.set_input(Box::new(&b"\x01\xff"[..]));
        assert_eq!(m.call_i32(ids[0], &[]).unwrap(), 256);
    }
}

#[test]
fn an_exit_through_the_port_is_an_error_with_the_status_not_a_trap() {
    for flags in all_flags() {
        let mut builder = Cpu0JitBuilder::new(flags);
        builder.budget(Some(1_000_000)).strict(true);
        let (mut m, ids) = module(builder);
        let e = m.call_i32(ids[1], &[3]).unwrap_err();
        assert!(matches!(e, JitError::Exited { status: 3, .. }), "{e}");
        assert_eq!(e.exit_status(), Some(3));
        assert!(e.trap().is_none());
        assert_eq!(e.to_string(), "quit: the program exited with status 3");
        // The stack is where it was (0: the top of memory at the next call), and
        // the module is usable afterwards.
        assert_eq!(m.machine().reg(cpu0_asm::Reg::SP), 0);
        assert_eq!(m.call_i32(ids[0], &[]).unwrap(), 0);
    }
}

#[test]
fn run_main_passes_argv_and_gives_the_exit_status() {
    for flags in all_flags() {
        let mut builder = Cpu0JitBuilder::new(flags);
        builder.budget(Some(1_000_000)).strict(true);
        let (mut m, ids) = module(builder);
        // argc = 2: 2 * 1000 + 'x' (120) + (argv[2] != NULL: 0).
        assert_eq!(m.run_main(ids[2], &[b"prog", b"xyz"]).unwrap(), 2120);
        // main returns nothing: status 0.
        assert_eq!(m.run_main(ids[4], &[b"prog"]).unwrap(), 0);
        // main exits with argc + 40 through quit.
        assert_eq!(m.run_main(ids[3], &[b"p", b"a", b"b"]).unwrap(), 43);
        // The stack is restored each time.
        assert_eq!(m.machine().reg(cpu0_asm::Reg::SP), 0);
        // A main of another shape is refused.
        let e = m.run_main(ids[1], &[b"prog"]).unwrap_err();
        assert!(e.to_string().contains("not 0 or 2 (argc, argv)"), "{e}");
    }
}
