//! System services in executables: a call of `__cpu0_instret` that no object
//! defines links to a stub that jumps to the service's halting address, the
//! loader registers the handler, and the value it returns is the instruction
//! count at the call, as a run of the same executable on a machine without the
//! handler (which halts there, the reference model's behaviour) counts it.

mod common;

use common::*;
use cpu0_object::{compile_clif_object, Executable, LinkError, LinkOptions};
use cpu0_sim::services::SERVICE_BASE;
use cpu0_sim::Config;
use cranelift_module::Linkage;

/// main returns the low word of the count at its call of the service.
const MAIN_READS_THE_COUNT: &str = "
    function %main() -> i32 {
        fn0 = %__cpu0_instret() -> i64
    block0:
        v0 = call fn0()
        v1 = ireduce.i32 v0
        return v1
    }";

#[test]
fn a_service_call_links_to_a_stub_and_returns_the_instruction_count() {
    for flags in all_flags() {
        let object = compile_clif_object(
            clif(MAIN_READS_THE_COUNT),
            &flags,
            "main.o",
            Linkage::Export,
        )
        .unwrap();
        let objects = vec![("main.o".to_string(), object)];
        let (result, _, _, exe) = link_and_run(objects, &LinkOptions::default()).unwrap();
        let value = result.unwrap().value;
        // The stub is a 16-byte function of that name in the executable.
        let stub = exe
            .symbols
            .address("__cpu0_instret")
            .expect("the stub is linked");
        assert!(exe
            .symbols
            .iter()
            .any(|(n, a, size)| n == "__cpu0_instret" && a == stub && size == 16));

        // Without the handler the same program halts at the service's address,
        // having executed exactly as many instructions as the service reported.
        let mut m = exe.machine(Config::default()).unwrap();
        assert!(m.unregister_host(SERVICE_BASE));
        let halted = exe.run(&mut m).unwrap();
        assert_eq!(halted.halt_pc, SERVICE_BASE, "{flags:?}");
        assert!(!Executable::is_normal_halt(&halted));
        assert_eq!(u64::from(value), m.stats().instructions(), "{flags:?}");
        // lui ori subu jsub nop of the start-up stub, at least the call and the
        // service stub's four: the count is not some constant.
        assert!(value >= 5 + 2 + 4, "{flags:?}: {value}");
    }
}

#[test]
fn unknown_symbols_stay_link_errors_even_with_the_service_prefix() {
    for name in ["__cpu0_no_such_service", "clock_gettime"] {
        let text = MAIN_READS_THE_COUNT.replace("__cpu0_instret", name);
        let flags = cpu0_isa::Flags::default();
        let object = compile_clif_object(clif(&text), &flags, "main.o", Linkage::Export).unwrap();
        let err = cpu0_object::link(&[("main.o".to_string(), object)], &LinkOptions::default())
            .unwrap_err();
        assert!(matches!(err, LinkError::Undefined { .. }), "{name}: {err}");
        assert_eq!(
            err.to_string(),
            format!("undefined symbol `{name}` (referenced by main.o)")
        );
    }
}
