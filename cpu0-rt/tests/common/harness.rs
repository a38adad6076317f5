//! Runs the runtime's routines on the Cpu0 simulator, a batch of calls at a time.
//!
//! Every function of `cpu0_rt::SOURCES` is compiled into a `Cpu0JitModule`, with a
//! driver per routine: a CLIF loop that loads each call's arguments from an
//! operand array in simulator memory, calls the routine and stores its result. So
//! one call from the host checks a whole batch. The arrays hold 16 bytes per value
//! in the target's byte order (an `i32` in the first 4, an `i64` in the first 8),
//! so `i64`s and `i128`s travel through memory and registers exactly as the ABI
//! says for that byte order.
//! (Shared by the tests and the benchmark.)

#![allow(dead_code)]

use cpu0_asm::IsaLevel;
use cpu0_isa::Flags;
use cpu0_jit::{Cpu0JitBuilder, Cpu0JitModule, JitError, JitTrap};
use cranelift_codegen::data_value::DataValue;
use cranelift_codegen::ir::{types, Function, Type};
use cranelift_module::{DataDescription, FuncId, Linkage, Module};
use std::collections::HashMap;

/// Calls per batch: the operand arrays hold this many.
pub const BATCH: usize = 1 << 16;

/// Bytes per value in the operand and result arrays.
const SLOT: usize = 16;

/// The most parameters a routine has (`fma`).
const MAX_PARAMS: usize = 3;

/// A routine's parameter and result types (`i32`, `i64` or `i128`).
#[derive(Clone, Debug)]
pub struct Shape {
    pub params: Vec<Type>,
    pub result: Type,
}

pub struct Harness {
    module: Cpu0JitModule,
    flags: Flags,
    /// Each routine's id, driver id and shape.
    routines: HashMap<String, (FuncId, FuncId, Shape)>,
    operands: u32,
    results: u32,
}

impl Harness {
    /// A module holding the whole runtime and a driver for each function with one
    /// result (`extra` adds more CLIF functions, which get drivers too).
    pub fn new(flags: Flags, extra: &str) -> Harness {
        let mut builder = Cpu0JitBuilder::new(flags);
        builder.strict(true);
        let mut module = Cpu0JitModule::new(builder).expect("a JIT module");
        let mut funcs: Vec<Function> = Vec::new();
        for src in cpu0_rt::SOURCES.iter().copied().chain([extra]) {
            funcs.extend(cranelift_reader::parse_functions(src).expect("the runtime parses"));
        }
        let mut drivers = String::new();
        let mut shapes = Vec::new();
        for f in &funcs {
            let name = cpu0_jit::clif_name(&f.name);
            let sig = &f.signature;
            if sig.returns.len() != 1 || sig.params.len() > MAX_PARAMS {
                continue;
            }
            let shape = Shape {
                params: sig.params.iter().map(|p| p.value_type).collect(),
                result: sig.returns[0].value_type,
            };
            drivers += &driver_clif(&name, &shape);
            shapes.push((name, shape));
        }
        // A routine with an assembly fast path for this target is what programs
        // get (the runtime links it on demand), so that is what is tested: only
        // declared here, not defined from its CLIF.
        let (fast, funcs): (Vec<Function>, Vec<Function>) = funcs.into_iter().partition(|f| {
            let name = cpu0_jit::clif_name(&f.name);
            cpu0_rt::ASSEMBLY
                .iter()
                .any(|r| r.name == name && (!r.cpu032ii_only || flags.level == IsaLevel::Cpu032II))
        });
        let mut funcs = funcs;
        // The host calls an assembly routine through a CLIF function that calls it.
        let wrappers: String = fast.iter().map(wrapper_clif).collect();
        drivers += &wrappers;
        funcs.extend(cranelift_reader::parse_functions(&drivers).expect("the drivers parse"));
        let mut ids: HashMap<String, FuncId> =
            cpu0_jit::define_clif_functions(&mut module, funcs, Linkage::Export)
                .expect("the runtime compiles")
                .into_iter()
                .collect();
        for f in fast {
            let name = cpu0_jit::clif_name(&f.name);
            let id = ids[&wrapper_name(&name)];
            ids.insert(name, id);
        }
        let operands = buffer(&mut module, "operands", BATCH * MAX_PARAMS * SLOT);
        let results = buffer(&mut module, "results", BATCH * SLOT);
        module.finalize_definitions().expect("the runtime links");
        let operands = module.get_finalized_data(operands).expect("operands").0;
        let results = module.get_finalized_data(results).expect("results").0;
        let routines = shapes
            .into_iter()
            .map(|(name, shape)| {
                let ids = (ids[&name], ids[&driver_name(&name)], shape);
                (name, ids)
            })
            .collect();
        Harness {
            module,
            flags,
            routines,
            operands,
            results,
        }
    }

    pub fn flags(&self) -> &Flags {
        &self.flags
    }

    pub fn shape(&self, routine: &str) -> &Shape {
        &self.entry(routine).2
    }

    fn entry(&self, routine: &str) -> &(FuncId, FuncId, Shape) {
        self.routines
            .get(routine)
            .unwrap_or_else(|| panic!("no routine {routine}"))
    }

    /// Instructions the simulator has executed so far.
    pub fn instructions(&self) -> u64 {
        self.module.machine().stats().instructions()
    }

    /// Calls `routine` once for each row of `args` (a value's low bits are the
    /// argument; rows may be longer than the routine's parameter list), in batches,
    /// and returns the results' bits (zero-extended). A trap is a panic: trapping
    /// arguments go through [`call`](Self::call).
    pub fn run<const N: usize>(&mut self, routine: &str, args: &[[u64; N]]) -> Vec<u64> {
        let wide: Vec<[u128; N]> = args.iter().map(|row| row.map(u128::from)).collect();
        let out = self.run_wide(routine, &wide);
        out.into_iter().map(|v| v as u64).collect()
    }

    /// [`run`](Self::run) for routines with `i128` arguments or results.
    pub fn run_wide<const N: usize>(&mut self, routine: &str, args: &[[u128; N]]) -> Vec<u128> {
        let (_, driver, shape) = self.entry(routine).clone();
        let endian = self.flags.endian;
        let mut out = Vec::with_capacity(args.len());
        for batch in args.chunks(BATCH) {
            let mut bytes = Vec::with_capacity(batch.len() * shape.params.len() * SLOT);
            for row in batch {
                for (ty, v) in shape.params.iter().zip(row) {
                    bytes.extend_from_slice(&slot_bytes(*ty, *v, endian));
                }
            }
            let operands = self.operands;
            let machine = self.module.machine_mut();
            machine.write_bytes(operands, &bytes).expect("operands fit");
            let call_args =
                [operands, self.results, batch.len() as u32].map(|v| DataValue::I32(v as i32));
            if let Err(e) = self.module.call(driver, &call_args) {
                panic!("{routine}: the batch failed: {e}");
            }
            let bytes = self
                .module
                .machine()
                .read_bytes(self.results, batch.len() * SLOT)
                .expect("results");
            out.extend(
                bytes
                    .chunks(SLOT)
                    .map(|s| slot_value(shape.result, s, endian)),
            );
        }
        out
    }

    /// One call of `routine`, from the host: its result's bits or its trap.
    pub fn call(&mut self, routine: &str, args: &[u64]) -> Result<u64, JitTrap> {
        let wide: Vec<u128> = args.iter().map(|v| u128::from(*v)).collect();
        self.call_wide(routine, &wide).map(|v| v as u64)
    }

    /// [`call`](Self::call) for routines with `i128` arguments or results.
    pub fn call_wide(&mut self, routine: &str, args: &[u128]) -> Result<u128, JitTrap> {
        let (id, _, shape) = self.entry(routine).clone();
        let args: Vec<DataValue> = shape
            .params
            .iter()
            .zip(args)
            .map(|(ty, v)| match *ty {
                types::I128 => DataValue::I128(*v as i128),
                types::I64 => DataValue::I64(*v as i64),
                _ => DataValue::I32(*v as i32),
            })
            .collect();
        match self.module.call(id, &args) {
            Ok(results) => Ok(match results[0] {
                DataValue::I128(v) => v as u128,
                DataValue::I64(v) => u128::from(v as u64),
                DataValue::I32(v) => u128::from(v as u32),
                ref other => panic!("{routine} returned {other}"),
            }),
            Err(JitError::Trap(t)) => Err(*t),
            Err(e) => panic!("{routine}: {e}"),
        }
    }
}

fn wrapper_name(routine: &str) -> String {
    format!("call{routine}")
}

/// A function that calls `f` (an assembly routine) with its own arguments.
fn wrapper_clif(f: &Function) -> String {
    let name = cpu0_jit::clif_name(&f.name);
    let types: Vec<String> = f
        .signature
        .params
        .iter()
        .map(|p| p.value_type.to_string())
        .collect();
    let result = f.signature.returns[0].value_type;
    let params: Vec<String> = types
        .iter()
        .enumerate()
        .map(|(i, t)| format!("v{i}: {t}"))
        .collect();
    let args: Vec<String> = (0..types.len()).map(|i| format!("v{i}")).collect();
    format!(
        "function %{wrapper}({types}) -> {result} {{
    fn0 = %{name}({types}) -> {result}
block0({params}):
    v100 = call fn0({args})
    return v100
}}
",
        wrapper = wrapper_name(&name),
        types = types.join(", "),
        params = params.join(", "),
        args = args.join(", "),
    )
}

fn driver_name(routine: &str) -> String {
    format!("drive{routine}")
}

/// The driver of `routine`: `(operands, results, count)`, count > 0.
fn driver_clif(routine: &str, shape: &Shape) -> String {
    let n = shape.params.len();
    let types: Vec<String> = shape.params.iter().map(|t| t.to_string()).collect();
    let mut body = String::new();
    let mut args = Vec::new();
    for (i, ty) in types.iter().enumerate() {
        body += &format!("    v{} = load.{ty} v3+{}\n", 10 + i, i * SLOT);
        args.push(format!("v{}", 10 + i));
    }
    format!(
        "function %{driver}(i32, i32, i32) {{
    fn0 = %{routine}({params}) -> {result}
block0(v0: i32, v1: i32, v2: i32):
    jump block1(v0, v1, v2)
block1(v3: i32, v4: i32, v5: i32):
{body}    v6 = call fn0({args})
    store v6, v4
    v7 = iconst.i32 {stride}
    v8 = iadd v3, v7
    v9 = iconst.i32 {SLOT}
    v20 = iadd v4, v9
    v21 = iconst.i32 1
    v22 = isub v5, v21
    brif v22, block1(v8, v20, v22), block2
block2:
    return
}}
",
        driver = driver_name(routine),
        params = types.join(", "),
        result = shape.result,
        args = args.join(", "),
        stride = n * SLOT,
    )
}

fn buffer(module: &mut Cpu0JitModule, name: &str, size: usize) -> cranelift_module::DataId {
    let id = module
        .declare_data(name, Linkage::Local, true, false)
        .expect("a data object");
    let mut d = DataDescription::new();
    d.define_zeroinit(size);
    module.define_data(id, &d).expect("a data object");
    id
}

/// A value of type `ty` as it lies in memory, at the start of a slot.
fn slot_bytes(ty: Type, v: u128, endian: cpu0_asm::Endian) -> [u8; SLOT] {
    let n = ty.bytes() as usize;
    let mut slot = [0; SLOT];
    match endian {
        cpu0_asm::Endian::Big => slot[..n].copy_from_slice(&v.to_be_bytes()[SLOT - n..]),
        cpu0_asm::Endian::Little => slot[..n].copy_from_slice(&v.to_le_bytes()[..n]),
    }
    slot
}

fn slot_value(ty: Type, bytes: &[u8], endian: cpu0_asm::Endian) -> u128 {
    let b = &bytes[..ty.bytes() as usize];
    let mut v = 0u128;
    match endian {
        cpu0_asm::Endian::Big => b.iter().for_each(|x| v = (v << 8) | u128::from(*x)),
        cpu0_asm::Endian::Little => b.iter().rev().for_each(|x| v = (v << 8) | u128::from(*x)),
    }
    v
}
