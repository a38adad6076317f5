//! Bad input: each a clear error, never a panic.

use super::*;

#[test]
fn wrong_arguments_are_errors() {
    let mut m = module(Flags::default());
    let f = define(&mut m, "f", &[I32, I32], &[I32], |_, b, p| {
        vec![b.ins().iadd(p[0], p[1])]
    });
    let g = define(&mut m, "g", &[I64], &[I64], |_, _, p| vec![p[0]]);
    m.finalize_definitions().unwrap();
    let e = m.call_i32(f, &[1]).unwrap_err();
    assert_eq!(
        e.to_string(),
        "bad call of f: 1 arguments given, the signature has 2"
    );
    let e = m
        .call(f, &[DataValue::I32(1), DataValue::I64(2)])
        .unwrap_err();
    assert_eq!(
        e.to_string(),
        "bad call of f: argument 1 is i64, the signature says i32"
    );
    let e = m.call_i32(g, &[1]).unwrap_err();
    assert!(matches!(e, JitError::BadCall { .. }), "{e}");
    assert_eq!(m.call_i64(g, &[-5]).unwrap(), -5);
}

#[test]
fn an_undefined_import_is_an_error_and_finalize_can_be_retried() {
    let mut m = module(Flags::default());
    let nowhere = import(&mut m, "nowhere", &[I32], &[I32]);
    let f = define(&mut m, "f", &[I32], &[I32], |m, b, p| {
        let g = m.declare_func_in_func(nowhere, b.func);
        let c = b.ins().call(g, &[p[0]]);
        vec![b.inst_results(c)[0]]
    });
    let e = backend_error(m.finalize_definitions().unwrap_err());
    assert!(
        e.contains("undefined symbol nowhere (referenced by f)"),
        "{e}"
    );
    let e = m.call_i32(f, &[1]).unwrap_err();
    assert_eq!(
        e.to_string(),
        "function f is defined but not finalized (call finalize_definitions)"
    );

    // A local function referenced before it is defined: define it, finalize again.
    let mut m = module(Flags::default());
    let sig = signature(&m, &[I32], &[I32]);
    let later = m.declare_function("later", Linkage::Local, &sig).unwrap();
    let f = define(&mut m, "f", &[I32], &[I32], |m, b, p| {
        let g = m.declare_func_in_func(later, b.func);
        let c = b.ins().call(g, &[p[0]]);
        vec![b.inst_results(c)[0]]
    });
    let e = backend_error(m.finalize_definitions().unwrap_err());
    assert!(e.contains("undefined symbol later"), "{e}");
    define_declared(&mut m, later, sig, |_, b, p| {
        vec![b.ins().iadd_imm_s(p[0], 1)]
    });
    m.finalize_definitions().unwrap();
    assert_eq!(m.call_i32(f, &[41]).unwrap(), 42);

    // Imported data cannot come from the host.
    let mut m = module(Flags::default());
    let d = m
        .declare_data("host_data", Linkage::Import, false, false)
        .unwrap();
    define(&mut m, "f", &[], &[I32], |m, b, _| {
        let p = data_addr(m, b, d);
        vec![p]
    });
    let e = backend_error(m.finalize_definitions().unwrap_err());
    assert!(e.contains("guest code cannot see host memory"), "{e}");
}

/// Functions compile at finalisation: the error names every function that
/// failed, in definition order, and the ones that compiled are placed, so the
/// module finalizes again without the failures and the rest runs.
#[test]
fn finalize_names_every_function_that_failed_to_compile() {
    let vector_fn = |name: &str| {
        format!(
            "function %{name}(i32) -> i32 {{
             block0(v0: i32):
                 v1 = splat.i32x4 v0
                 v2 = extractlane v1, 0
                 return v2
             }}"
        )
    };
    let text = format!(
        "{}
         function %good(i32) -> i32 {{
         block0(v0: i32):
             v1 = iconst.i32 1
             v2 = iadd v0, v1
             return v2
         }}
         {}",
        vector_fn("bad1"),
        vector_fn("bad2")
    );
    let funcs = cranelift_reader::parse_functions(&text).unwrap();
    let mut m = module(Flags::default());
    let ids = cpu0_jit::define_clif_functions(&mut m, funcs, Linkage::Export).unwrap();
    let ModuleError::Backend(e) = m.finalize_definitions().unwrap_err() else {
        panic!("expected a backend error");
    };
    let Some(JitError::Several(errors)) = e.downcast_ref::<JitError>() else {
        panic!("expected several errors, got {e}");
    };
    let failed: Vec<&str> = errors
        .iter()
        .map(|e| match e {
            JitError::Compile { function, .. } => function.as_str(),
            other => panic!("expected a compile error, got {other}"),
        })
        .collect();
    assert_eq!(failed, ["bad1", "bad2"]);
    m.finalize_definitions().unwrap();
    assert_eq!(m.call_i32(ids[1].1, &[41]).unwrap(), 42);
}

#[test]
fn redefinition_is_refused() {
    let mut m = module(Flags::default());
    let f = define(&mut m, "f", &[], &[I32], |_, b, _| {
        vec![b.ins().iconst(I32, 1)]
    });
    let sig = signature(&m, &[], &[I32]);
    let again = |m: &mut Cpu0JitModule| {
        let mut ctx = m.make_context();
        ctx.func.signature = sig.clone();
        let mut fctx = cranelift_frontend::FunctionBuilderContext::new();
        let mut b = cranelift_frontend::FunctionBuilder::new(&mut ctx.func, &mut fctx);
        let e = b.create_block();
        b.switch_to_block(e);
        let v = b.ins().iconst(I32, 2);
        b.ins().return_(&[v]);
        b.seal_all_blocks();
        b.finalize(m.target_config());
        m.define_function(f, &mut ctx)
    };
    assert!(matches!(again(&mut m), Err(ModuleError::DuplicateDefinition(n)) if n == "f"));
    m.finalize_definitions().unwrap();
    assert!(matches!(again(&mut m), Err(ModuleError::DuplicateDefinition(n)) if n == "f"));
    assert_eq!(m.call_i32(f, &[]).unwrap(), 1);
    // Data too.
    let mut d = DataDescription::new();
    d.define_zeroinit(4);
    let id = data(&mut m, "d", true, &d);
    assert!(matches!(
        m.define_data(id, &d),
        Err(ModuleError::DuplicateDefinition(_))
    ));
}

#[test]
fn other_bad_input_is_an_error_not_a_panic() {
    let mut m = module(Flags::default());
    // An id this module never declared.
    let mut other = module(Flags::default());
    let foreign = define(&mut other, "x", &[], &[], |_, _, _| vec![]);
    define(&mut other, "y", &[], &[], |_, _, _| vec![]);
    let foreign2 = other
        .declare_function("z", Linkage::Export, &signature(&other, &[], &[]))
        .unwrap();
    assert!(m.get_finalized_function(foreign).is_err());
    assert!(m.call(foreign2, &[]).is_err());

    // Data without contents, thread-local data.
    let id = m
        .declare_data("empty", Linkage::Local, false, false)
        .unwrap();
    let e = backend_error(m.define_data(id, &DataDescription::new()).unwrap_err());
    assert!(e.contains("has no contents"), "{e}");
    // Refused by the declarations all Cpu0 modules share (cpu0_module::decls).
    let e = m
        .declare_data("tls", Linkage::Local, true, true)
        .unwrap_err()
        .to_string();
    assert!(e.contains("thread-local"), "{e}");

    // An f16 function: the backend says what it does not support.
    let sig = signature(&m, &[types::F16], &[types::F16]);
    let fid = m.declare_function("fneg", Linkage::Export, &sig).unwrap();
    let mut ctx = m.make_context();
    ctx.func.signature = sig.clone();
    {
        let mut fctx = cranelift_frontend::FunctionBuilderContext::new();
        let mut b = cranelift_frontend::FunctionBuilder::new(&mut ctx.func, &mut fctx);
        let e = b.create_block();
        b.append_block_params_for_function_params(e);
        b.switch_to_block(e);
        let x = b.block_params(e)[0];
        let y = b.ins().fneg(x);
        b.ins().return_(&[y]);
        b.seal_all_blocks();
        b.finalize(m.target_config());
    }
    // Functions compile at finalisation (in parallel), so the error comes there;
    // the function is then no longer defined.
    m.define_function(fid, &mut ctx).unwrap();
    let e = backend_error(m.finalize_definitions().unwrap_err());
    assert!(e.starts_with("function fneg: unsupported"), "{e}");

    // Raw bytes with a relocation kind Cpu0 has no use for; then with none, and
    // a call whose signature cannot be passed.
    let e = backend_error(
        m.define_function_bytes(
            fid,
            4,
            &[0; 8],
            &[ModuleReloc {
                offset: 0,
                kind: Reloc::Abs8,
                name: cranelift_module::ModuleRelocTarget::user(0, fid.as_u32()),
                addend: 0,
            }],
        )
        .unwrap_err(),
    );
    assert!(e.contains("only Abs4"), "{e}");
    let ret = [0x3c, 0xe0, 0, 0, 0, 0, 0, 0]; // ret $lr; nop
    m.define_function_bytes(fid, 4, &ret, &[]).unwrap();
    m.finalize_definitions().unwrap();
    let e = m
        .call(fid, &[DataValue::F16(Ieee16::with_bits(0x3c00))])
        .unwrap_err();
    assert!(
        e.to_string()
            .contains("supports i8, i16, i32, i64, i128, f32 and f64"),
        "{e}"
    );

    // A body whose signature differs from the declaration.
    let gid = m
        .declare_function("g", Linkage::Export, &signature(&m, &[I32], &[I32]))
        .unwrap();
    let mut ctx = m.make_context();
    ctx.func.signature = signature(&m, &[], &[I32]);
    assert!(matches!(
        m.define_function(gid, &mut ctx),
        Err(ModuleError::IncompatibleSignature(..))
    ));

    // Settings that cannot work.
    let mut b = Cpu0JitBuilder::new(Flags::default());
    b.memory_size(1001);
    assert!(matches!(Cpu0JitModule::new(b), Err(JitError::Config(_))));
    let mut b = Cpu0JitBuilder::new(Flags::default());
    b.memory_size(1 << 16).code_size(1 << 20);
    assert!(matches!(Cpu0JitModule::new(b), Err(JitError::Config(_))));
}

#[test]
fn code_and_data_regions_fill_up_with_an_error() {
    let mut b = Cpu0JitBuilder::new(Flags::default());
    b.memory_size(1 << 16);
    let mut m = Cpu0JitModule::new(b).unwrap();
    let mut d = DataDescription::new();
    d.define_zeroinit(1 << 16);
    let id = m.declare_data("big", Linkage::Local, true, false).unwrap();
    let e = backend_error(m.define_data(id, &d).unwrap_err());
    assert!(e.contains("does not fit in the data region"), "{e}");
}
