//! Shrinks a disagreeing case of the differential test to a small module.
//!
//!     cargo run --release -p cpu0-fuzzgen --example reduce -- SEED INDEX
//!     cargo run --release -p cpu0-fuzzgen --example reduce -- FILE
//!
//! (the numbers a report of `tests/differential.rs` names, or a file of input
//! bytes such as a fuzzer's crash artifact). Greedy and simple:
//! turn conditional branches into jumps, replace instructions' results by zero
//! constants and drop the instruction, drop block parameters, zero the
//! arguments; keep each change that still fails the same way (the same compile
//! error, or a disagreement with the same Cpu0 fault kind). A compile error is shrunk in its
//! function alone. Prints the result and which settings it fails on.

use arbitrary::Unstructured;
use cpu0_fuzzgen::diff::{check_module, decode, flags_from, settings_name, verifier_isa, Outcome};
use cpu0_fuzzgen::gen::{GeneratedModule, Limits};
use cpu0_fuzzgen::interp::Behavior;
use cpu0_isa::Flags;
use cranelift_codegen::cursor::{Cursor, FuncCursor};
use cranelift_codegen::data_value::DataValue;
use cranelift_codegen::ir::{Block, Function, Inst, InstBuilder, InstructionData, Opcode};

fn parse(s: &str) -> u64 {
    match s.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16).expect("a hex number"),
        None => s.parse().expect("a number"),
    }
}

/// The first line of a disagreement without function names and addresses, so
/// "the same failure" survives the shrinking.
fn failure_kind(outcome: &Outcome) -> Option<String> {
    let Outcome::Disagree(report) = outcome else {
        return None;
    };
    let problem = &report.problem;
    let problem = match problem.find(": ") {
        Some(i) if problem.starts_with("compile error") => problem[i..].to_string(),
        _ => problem.clone(),
    };
    // A fault on the Cpu0 side keeps its kind (up to the first number), so
    // shrinking cannot trade an ABI violation for, say, a store to address 0.
    let fault = match &report.actual {
        Some(Behavior::Fault(what)) => what.split(|c: char| c.is_ascii_digit()).next(),
        _ => None,
    };
    Some(format!("{problem} {}", fault.unwrap_or_default()))
}

fn valid(module: &GeneratedModule) -> bool {
    let Ok(isa) = verifier_isa() else {
        return false;
    };
    module
        .functions
        .iter()
        .all(|f| cranelift_codegen::verify_function(f, &*isa).is_ok())
}

/// The error compiling `f` gives, if any.
fn compile_error(f: &Function, flags: &Flags) -> Option<String> {
    let mut ctx = cranelift_codegen::Context::for_function(f.clone());
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        cpu0_isa::compile(&mut ctx, flags)
    }));
    match result {
        Ok(Ok(_)) => None,
        Ok(Err(e)) => Some(e.to_string()),
        Err(_) => Some("panic".to_string()),
    }
}

/// `inst`'s results become zero constants and the instruction goes away.
fn drop_inst(func: &mut Function, inst: Inst) {
    let mut pos = FuncCursor::new(func).at_inst(inst);
    let results = pos.func.dfg.inst_results(inst).to_vec();
    let mut consts = Vec::new();
    for r in &results {
        let ty = pos.func.dfg.value_type(*r);
        consts.push(pos.ins().iconst(ty, 0));
    }
    pos.func.dfg.clear_results(inst);
    pos.remove_inst();
    for (r, c) in results.into_iter().zip(consts) {
        pos.func.dfg.change_to_alias(r, c);
    }
}

/// A `brif` or `br_table` becomes a jump to one of its destinations.
fn simplify_branch(func: &mut Function, inst: Inst, which: usize) -> bool {
    let dests =
        func.dfg.insts[inst].branch_destination(&func.dfg.jump_tables, &func.dfg.exception_tables);
    let Some(dest) = dests.get(which).copied() else {
        return false;
    };
    let block = dest.block(&func.dfg.value_lists);
    let args: Vec<_> = dest.args(&func.dfg.value_lists).collect();
    func.replace(inst).jump(block, &args);
    true
}

/// Parameter `index` of `block` goes away (every branch there drops the
/// argument) and its uses see a zero constant.
fn drop_block_param(func: &mut Function, block: Block, index: usize) {
    let param = func.dfg.block_params(block)[index];
    let ty = func.dfg.value_type(param);
    for inst in all_insts(func) {
        let dfg = &mut func.stencil.dfg;
        let dests =
            dfg.insts[inst].branch_destination_mut(&mut dfg.jump_tables, &mut dfg.exception_tables);
        for dest in dests {
            if dest.block(&dfg.value_lists) == block {
                dest.remove(index, &mut dfg.value_lists);
            }
        }
    }
    func.dfg.remove_block_param(param);
    let first = func
        .layout
        .first_inst(block)
        .expect("a terminator at least");
    let zero = FuncCursor::new(func).at_inst(first).ins().iconst(ty, 0);
    func.dfg.change_to_alias(param, zero);
}

/// Removes blocks the entry no longer reaches (for a readable result).
fn remove_unreachable(func: &mut Function) {
    let mut reachable = std::collections::HashSet::new();
    let entry = func.layout.entry_block().expect("an entry block");
    let mut work = vec![entry];
    while let Some(b) = work.pop() {
        if !reachable.insert(b) {
            continue;
        }
        if let Some(term) = func.layout.last_inst(b) {
            for d in func.dfg.insts[term]
                .branch_destination(&func.dfg.jump_tables, &func.dfg.exception_tables)
            {
                work.push(d.block(&func.dfg.value_lists));
            }
        }
    }
    let blocks: Vec<_> = func.layout.blocks().collect();
    for b in blocks {
        if !reachable.contains(&b) {
            func.layout.remove_block_and_insts(b);
        }
    }
}

fn shrink(module: &mut GeneratedModule, fails: &dyn Fn(&GeneratedModule) -> bool) {
    let still_fails = |m: &GeneratedModule| valid(m) && fails(m);
    loop {
        let mut changed = false;
        for fi in 0..module.functions.len() {
            // Branches first: they cut whole blocks away.
            let insts: Vec<Inst> = all_insts(&module.functions[fi]);
            for inst in insts.iter().copied() {
                for which in 0..2 {
                    let mut trial = module.clone();
                    let f = &mut trial.functions[fi];
                    if f.layout.inst_block(inst).is_none() {
                        break;
                    }
                    let opcode = f.dfg.insts[inst].opcode();
                    if !matches!(opcode, Opcode::Brif | Opcode::BrTable) {
                        break;
                    }
                    if simplify_branch(f, inst, which) {
                        remove_unreachable(f);
                        if still_fails(&trial) {
                            *module = trial;
                            changed = true;
                            break;
                        }
                    }
                }
            }
            // Then every other instruction, last first (uses before definitions).
            let insts: Vec<Inst> = all_insts(&module.functions[fi]);
            for inst in insts.into_iter().rev() {
                let f = &module.functions[fi];
                if f.layout.inst_block(inst).is_none() || f.dfg.insts[inst].opcode().is_terminator()
                {
                    continue;
                }
                if let InstructionData::UnaryImm { imm, .. } = f.dfg.insts[inst] {
                    if imm.bits() == 0 {
                        continue; // already as small as it gets
                    }
                }
                let mut trial = module.clone();
                drop_inst(&mut trial.functions[fi], inst);
                if still_fails(&trial) {
                    *module = trial;
                    changed = true;
                }
            }
        }
        for fi in 0..module.functions.len() {
            let blocks: Vec<Block> = module.functions[fi].layout.blocks().skip(1).collect();
            for block in blocks {
                let mut index = 0;
                while index < module.functions[fi].dfg.num_block_params(block) {
                    let mut trial = module.clone();
                    drop_block_param(&mut trial.functions[fi], block, index);
                    if still_fails(&trial) {
                        *module = trial;
                        changed = true;
                    } else {
                        index += 1;
                    }
                }
            }
        }
        for ai in 0..module.args.len() {
            let zero = DataValue::from_integer(0, module.args[ai].ty()).expect("an integer");
            if module.args[ai] != zero {
                let mut trial = module.clone();
                trial.args[ai] = zero;
                if still_fails(&trial) {
                    *module = trial;
                    changed = true;
                }
            }
        }
        if !changed {
            return;
        }
    }
}

/// Drops unreachable blocks and unused results of instructions that cannot trap
/// or call, and resolves aliases, for a readable result.
fn clean(func: &mut Function) {
    remove_unreachable(func);
    func.dfg.resolve_all_aliases();
    loop {
        let mut used = std::collections::HashSet::new();
        for inst in all_insts(func) {
            used.extend(func.dfg.inst_values(inst));
        }
        let dead: Vec<Inst> = all_insts(func)
            .into_iter()
            .filter(|&i| {
                let op = func.dfg.insts[i].opcode();
                let results = func.dfg.inst_results(i);
                !results.is_empty()
                    && results.iter().all(|r| !used.contains(r))
                    && !op.is_call()
                    && !op.can_trap()
                    && !op.can_store()
            })
            .collect();
        if dead.is_empty() {
            return;
        }
        for i in dead {
            func.layout.remove_inst(i);
        }
    }
}

fn all_insts(f: &Function) -> Vec<Inst> {
    f.layout
        .blocks()
        .flat_map(|b| f.layout.block_insts(b))
        .collect()
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let bytes = match args.as_slice() {
        [_, seed, index] => cpu0_fuzzgen::case_bytes(parse(seed), parse(index)),
        [_, file] => std::fs::read(file).unwrap_or_else(|e| panic!("{file}: {e}")),
        _ => {
            eprintln!("usage: reduce SEED INDEX | reduce FILE");
            std::process::exit(2);
        }
    };
    let (flags, mut module) = decode(&bytes, &Limits::default()).expect("a module");
    let outcome = check_module(&module, &flags);
    let Some(kind) = failure_kind(&outcome) else {
        println!("this case does not disagree: {outcome:?}");
        return;
    };

    // A compile error belongs to one function: shrink that one alone.
    let failing = module
        .functions
        .iter()
        .find(|f| compile_error(f, &flags).is_some())
        .cloned();
    if let Some(func) = failing {
        let error = compile_error(&func, &flags);
        module.functions = vec![func];
        shrink(&mut module, &|m| {
            compile_error(&m.functions[0], &flags) == error
        });
        let f = &mut module.functions[0];
        clean(f);
        println!(
            "{}: {}\n{}",
            settings_name(&flags),
            error.unwrap_or_default(),
            f.display()
        );
        println!("--- on every setting:");
        for f2 in all_flags() {
            let verdict = compile_error(&module.functions[0], &f2).unwrap_or("compiles".into());
            println!("  {:32} {verdict}", settings_name(&f2));
        }
        return;
    }

    shrink(&mut module, &|m| {
        failure_kind(&check_module(m, &flags)).as_deref() == Some(&kind)
    });
    for f in &mut module.functions {
        clean(f);
    }
    match check_module(&module, &flags) {
        Outcome::Disagree(report) => println!("{report}"),
        other => println!("(shrinking lost the failure: {other:?})"),
    }
    println!("--- the reduced module on every setting:");
    for f in all_flags() {
        let verdict = match check_module(&module, &f) {
            Outcome::Agree => "agree".to_string(),
            Outcome::Skip(why) => format!("skip: {why}"),
            Outcome::Disagree(r) => format!("DISAGREE: {}", r.problem),
        };
        println!("  {:32} {verdict}", settings_name(&f));
    }
}

/// Every setting, as the first input byte spells them.
fn all_flags() -> Vec<Flags> {
    (0..32u8)
        .map(|b| flags_from(&mut Unstructured::new(&[b])).expect("one byte"))
        .collect()
}
