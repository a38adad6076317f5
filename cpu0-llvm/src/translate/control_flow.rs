//! Control flow: phi arguments on each edge, `switch` (a jump table or a chain
//! of comparisons), `indirectbr`, `ret` and traps.

use super::consts::{sext, CVal};
use super::function::{scalar_bits, FunctionTranslator};
use super::TranslateResult;
use crate::ast::{self, InstKind, Type, TypedValue};
use crate::error::invalid;
use crate::TRAP_UNREACHABLE;
use cranelift_codegen::ir::{
    self, condcodes::IntCC, types as ct, BlockArg, InstBuilder, JumpTableData, TrapCode, Value,
};
use cranelift_module::Module;
use std::collections::HashSet;

impl<M: Module> FunctionTranslator<'_, '_, '_, M> {
    /// `br label %target`.
    pub(super) fn br(&mut self, target: &str) -> TranslateResult<()> {
        let args = self.edge_args(target)?;
        let blk = self.blocks[target];
        self.b.ins().jump(blk, &args);
        Ok(())
    }

    /// `br i1 %c, label %then, label %else` (a jump when both are the same block).
    pub(super) fn cond_br(
        &mut self,
        cond: &TypedValue,
        then_: &str,
        else_: &str,
    ) -> TranslateResult<()> {
        if cond.ty != Type::Int(1) {
            return Err(invalid(format!("branch condition of type {}", cond.ty)));
        }
        let c = self.typed_scalar(cond)?;
        let ta = self.edge_args(then_)?;
        let ea = self.edge_args(else_)?;
        let (tb, eb) = (self.blocks[then_], self.blocks[else_]);
        if tb == eb {
            self.b.ins().jump(tb, &ta);
        } else {
            self.b.ins().brif(c, tb, &ta, eb, &ea);
        }
        Ok(())
    }

    pub fn trap(&mut self, code: u8) {
        self.b.ins().trap(TrapCode::unwrap_user(code));
    }

    /// The arguments a branch from the current block passes to `target`'s phis.
    pub(super) fn edge_args(&mut self, target: &str) -> TranslateResult<Vec<BlockArg>> {
        let f = self.f;
        let block = f
            .blocks
            .iter()
            .find(|b| b.name == target)
            .ok_or_else(|| invalid(format!("undefined block %{target}")))?;
        let mut out = Vec::new();
        for inst in &block.insts {
            let InstKind::Phi { ty, incoming } = &inst.kind else {
                break;
            };
            let (v, _) = incoming
                .iter()
                .find(|(_, b)| *b == self.cur)
                .ok_or_else(|| {
                    invalid(format!(
                        "the phi %{} (line {}) has no value for the edge from %{}",
                        inst.result.as_deref().unwrap_or("?"),
                        inst.pos.line,
                        self.cur
                    ))
                })?;
            for x in self.operand(ty, v)? {
                out.push(BlockArg::Value(x));
            }
        }
        Ok(out)
    }

    /// A block that jumps to `target` with the current block's phi arguments:
    /// `target` itself when it has no phis.
    pub(super) fn edge_block(
        &mut self,
        target: &str,
        pending: &mut Vec<(ir::Block, ir::Block, Vec<BlockArg>)>,
    ) -> TranslateResult<ir::Block> {
        let args = self.edge_args(target)?;
        let blk = *self
            .blocks
            .get(target)
            .ok_or_else(|| invalid(format!("undefined block %{target}")))?;
        if args.is_empty() {
            return Ok(blk);
        }
        let edge = self.b.create_block();
        pending.push((edge, blk, args));
        Ok(edge)
    }

    pub(super) fn fill_edges(&mut self, pending: Vec<(ir::Block, ir::Block, Vec<BlockArg>)>) {
        for (edge, target, args) in pending {
            self.b.switch_to_block(edge);
            self.b.ins().jump(target, &args);
        }
    }

    /// Branches on `v` (zero-extended, `bits` wide) to `cases`, else to `default`:
    /// a jump table when the cases are dense, else a chain of comparisons.
    pub(super) fn multiway(&mut self, v: Value, cases: &[(u128, ir::Block)], default: ir::Block) {
        let ty = self.b.func.dfg.value_type(v);
        let mut sorted = cases.to_vec();
        sorted.sort_by_key(|c| c.0);
        if sorted.is_empty() {
            self.b.ins().jump(default, &[]);
            return;
        }
        let lo = sorted[0].0;
        let hi = sorted[sorted.len() - 1].0;
        let span = hi - lo;
        if sorted.len() >= 4 && span < 3 * sorted.len() as u128 + 8 {
            let base = self.iconst_wide(ty, lo);
            let idx = self.b.ins().isub(v, base);
            // `br_table` sends an index past the table to the default itself;
            // only an index wider than its i32 needs the range checked first.
            let idx = if ty.bits() > 32 {
                let limit = self.iconst_wide(ty, span);
                let out = self.b.ins().icmp(IntCC::UnsignedGreaterThan, idx, limit);
                let table_blk = self.b.create_block();
                self.b.ins().brif(out, default, &[], table_blk, &[]);
                self.b.switch_to_block(table_blk);
                self.b.ins().ireduce(ct::I32, idx)
            } else if ty.bits() < 32 {
                self.b.ins().uextend(ct::I32, idx)
            } else {
                idx
            };
            let mut targets = Vec::with_capacity(span as usize + 1);
            let mut k = 0;
            for i in 0..=span {
                let blk = if sorted[k].0 - lo == i {
                    k += 1;
                    sorted[k - 1].1
                } else {
                    default
                };
                targets.push(self.b.func.dfg.block_call(blk, &[]));
            }
            let def = self.b.func.dfg.block_call(default, &[]);
            let jt = self.b.create_jump_table(JumpTableData::new(def, &targets));
            self.b.ins().br_table(idx, jt);
            return;
        }
        for (i, (c, blk)) in sorted.iter().enumerate() {
            let k = self.iconst_wide(ty, *c);
            let eq = self.b.ins().icmp(IntCC::Equal, v, k);
            if i + 1 == sorted.len() {
                self.b.ins().brif(eq, *blk, &[], default, &[]);
            } else {
                let next = self.b.create_block();
                self.b.ins().brif(eq, *blk, &[], next, &[]);
                self.b.switch_to_block(next);
            }
        }
    }

    pub(super) fn switch(
        &mut self,
        value: &TypedValue,
        default: &str,
        cases: &[(ast::TypedConst, String)],
    ) -> TranslateResult<()> {
        let bits =
            scalar_bits(&value.ty).ok_or_else(|| invalid(format!("switch on {}", value.ty)))?;
        let v = self.typed_scalar(value)?;
        let mut pending = Vec::new();
        let mut seen = HashSet::new();
        let mut table = Vec::with_capacity(cases.len());
        for (c, label) in cases {
            self.cx.check_same(&value.ty, &c.ty)?;
            let CVal::Int(k) = self.cx.eval_scalar(&c.ty, &c.value)? else {
                return Err(invalid("a switch case must be an integer constant"));
            };
            let k = k & super::consts::mask(bits);
            if !seen.insert(k) {
                return Err(invalid(format!("duplicate switch case {}", sext(k, bits))));
            }
            let blk = self.edge_block(label, &mut pending)?;
            table.push((k, blk));
        }
        let def = self.edge_block(default, &mut pending)?;
        self.multiway(v, &table, def);
        self.fill_edges(pending);
        Ok(())
    }

    /// `indirectbr`: a `blockaddress` is a number (see `block_address`: the
    /// blocks `indirectbr`s list are 1, 2, ...), so this branches over the
    /// listed destinations by number; any other value traps.
    pub(super) fn indirectbr(
        &mut self,
        addr: &TypedValue,
        dests: &[String],
    ) -> TranslateResult<()> {
        let v = self.pointer(addr)?;
        let mut pending = Vec::new();
        let mut table = Vec::new();
        let mut seen = HashSet::new();
        let fname = self.f.name.clone();
        for d in dests {
            let k = self.cx.block_address(&fname, d)?;
            if seen.insert(k) {
                let blk = self.edge_block(d, &mut pending)?;
                table.push((u128::from(k), blk));
            }
        }
        let bad = self.b.create_block();
        self.multiway(v, &table, bad);
        self.b.switch_to_block(bad);
        self.trap(TRAP_UNREACHABLE);
        self.fill_edges(pending);
        Ok(())
    }

    pub(super) fn ret(&mut self, v: Option<&TypedValue>) -> TranslateResult<()> {
        let f = self.f;
        let vals = match v {
            Some(tv) => {
                self.cx.check_same(&f.ret, &tv.ty)?;
                self.typed(tv)?
            }
            None => {
                if f.ret != Type::Void {
                    return Err(invalid(format!(
                        "`ret void` in a function returning {}",
                        f.ret
                    )));
                }
                vec![]
            }
        };
        if let Some(p) = self.ret_ptr {
            let p = self.function_value(super::function::RET_PTR, p);
            let ty = f.ret.clone();
            self.store_value(&ty, &vals, p)?;
            self.b.ins().return_(&[]);
        } else {
            self.b.ins().return_(&vals);
        }
        Ok(())
    }
}
