#!/usr/bin/env bash
# csmith campaign: random C programs through clang-14 -> .ll -> `cpu0c run`, compared
# with the same program built for real MIPS32 (same byte order, same 32-bit types) and
# run under qemu by ../shared/tools/mips-ref/run.sh.
#
#   tests/csmith/run.sh N SEED        seeds SEED .. SEED+N-1, each at -O0 and -O2 for
#                                     mips (cpu0, big-endian) and mipsel (cpu0el)
#
# Each run is one of: match, wrong (output or exit status differs), crash (a trap in
# cpu0c run), import (cpu0c refuses the .ll; integers wider than it holds (4096 bits),
# literals only such types hold, and operations it does not do on integers wider than
# 128 bits (multiplication, division) are counted apart as `wide`), compile
# (clang fails on the program), timeout (cpu0c ran out of its instruction budget),
# skip (the reference did not finish in time, or crashed), refail (the reference could not be
# built: the set-up is broken).
# A line per seed, then a summary line. Failing runs are kept in $CSMITH_OUT/SEED/.
# Exits 1 if any run was wrong, crash, import or timeout.
#
# Environment: JOBS (parallel seeds, default 2), CSMITH_OUT (default
# target/csmith/fail), CSMITH_CACHE (reference outputs, default target/csmith/cache),
# CPU0C (default target/release/cpu0c, built if missing), CSMITH_REF_TIMEOUT (seconds
# the reference may run, default 15), CSMITH_OPTIONS (extra csmith options).
# Needs csmith, libcsmith-dev, clang-14, lld-14, qemu-user. Not part of `cargo test`.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
ref=${MIPS_REF:-$root/../shared/tools/mips-ref/run.sh}
out=${CSMITH_OUT:-$root/target/csmith/fail}
cache=${CSMITH_CACHE:-$root/target/csmith/cache}
cpu0c=${CPU0C:-$root/target/release/cpu0c}
ref_timeout=${CSMITH_REF_TIMEOUT:-15}
# Floats are off by default in csmith; the rest is its default mix.
csmith_opts=(--no-float ${CSMITH_OPTIONS:-})
configs=(O0.mips O0.mipsel O2.mips O2.mipsel)

# The reference run of configuration $2 (O2.mips...) of the program in work
# directory $1, cached by the contents of the program and the harness ($3 the key):
# sets ref_rc, ref_insns (empty if it did not finish) and ref_file (the cache prefix).
reference() {
  local w=$1 cfg=$2 opt=${2%%.*} arch=${2#*.} endian=-EL
  [ "$arch" = mips ] && endian=-EB
  ref_file="$cache/$3.$cfg"
  if [ ! -f "$ref_file.rc" ]; then
    mkdir -p "$cache"
    set +e
    timeout "$ref_timeout" "$ref" "$endian" "-$opt" "${incs[@]}" "$here/harness.c" \
      > "$ref_file.out.tmp" 2> "$ref_file.err.tmp"
    echo $? > "$ref_file.rc.tmp"
    set -e
    mv "$ref_file.out.tmp" "$ref_file.out"
    mv "$ref_file.err.tmp" "$ref_file.err"
    mv "$ref_file.rc.tmp" "$ref_file.rc"
  fi
  ref_rc=$(cat "$ref_file.rc")
  ref_insns=$(sed -n 's/^mips-insns: \([0-9]*\)$/\1/p' "$ref_file.err")
  [ "$ref_rc" != 124 ] || ref_insns=""
}

# Runs `cpu0c run` on $1/$2.ll with budget $3; sets rc.
run_cpu0() {
  set +e
  timeout 600 "$cpu0c" run "$1/$2.ll" --budget "$3" > "$1/$2.out" 2> "$1/$2.err"
  rc=$?
  set -e
}

# Runs every configuration of one seed; prints `seed S: cfg=class ...` and writes
# one `cfg class` line per run to $2 (the tally file). To stay cheap: a program whose
# -O2 big-endian reference does not finish is skipped whole (-O0 is slower still),
# and a configuration that cpu0c refuses needs no reference run.
one_seed() {
  local seed=$1 tally=$2 w
  w=$(mktemp -d "${TMPDIR:-/tmp}/csmith.$seed.XXXXXX")
  local line="seed $seed:" keep=0 cfg
  # In the work directory: csmith writes a platform.info where it runs.
  if ! (cd "$w" && csmith --seed "$seed" "${csmith_opts[@]}" > program.c 2> csmith.err); then
    for cfg in "${configs[@]}"; do echo "$cfg compile" >> "$tally"; done
    echo "seed $seed: csmith failed: $(head -n1 "$w/csmith.err")"
    mkdir -p "$out/$seed" && cp "$w"/* "$out/$seed/"
    rm -rf "$w"
    return
  fi
  local key
  key=$(cat "$w/program.c" "$here/rt.c" "$here/harness.c" "$here"/include/*.h |
    sha256sum | cut -c1-16)
  incs=(-I"$here/include" -I/usr/include/csmith -I"$w")
  reference "$w" O2.mips "$key"
  local o2_insns=$ref_insns
  if [ -z "$o2_insns" ] && [ "$ref_rc" != 124 ] && ! grep -q '^mips-insns:' "$ref_file.err"; then
    # The reference was never run (mips-ref prints its count after every run, `unknown`
    # when the program crashed): it could not be built, a broken set-up.
    for cfg in "${configs[@]}"; do echo "$cfg refail" >> "$tally"; done
    echo "seed $seed: refail ($(grep -m1 'error' "$ref_file.err"))"
    mkdir -p "$out/$seed" && cp "$w"/* "$ref_file".* "$out/$seed/"
    rm -f "$ref_file".*
    rm -rf "$w"
    return
  fi
  if [ -z "$o2_insns" ]; then
    for cfg in "${configs[@]}"; do echo "$cfg skip" >> "$tally"; done
    rm -rf "$w"
    echo "seed $seed: skip (the -O2 reference did not finish in ${ref_timeout}s or crashed)"
    return
  fi
  for cfg in "${configs[@]}"; do
    local opt=${cfg%%.*} arch=${cfg#*.} class detail="" rc
    # A generous budget: 50 times what MIPS32 -O2 needed, and at least 50 million.
    local budget=$((o2_insns * 50 + 50000000))
    if ! clang-14 -S -emit-llvm "-$opt" -target "$arch-unknown-linux-gnu" -fno-pic \
        -fno-ident -g0 -ffreestanding -w -DCSMITH_CPU0 "${incs[@]}" \
        -o "$w/$cfg.ll" "$here/harness.c" 2> "$w/$cfg.clang.err"; then
      class=compile; detail=$(head -n1 "$w/$cfg.clang.err")
    else
      run_cpu0 "$w" "$cfg" "$budget"
      if grep -q '^error:' "$w/$cfg.err"; then
        detail=$(grep -m1 '^error:' "$w/$cfg.err")
        # Integers wider than the importer holds, literals only such types hold,
        # operations it does not do beyond 128 bits.
        if grep -Eq 'is not supported( here)? \(integers up to [0-9]+ bits are|integer `-?[0-9]+` is too large|wider than 128 bits' <<< "$detail"; then
          class=wide
        else
          class=import
        fi
      else
        reference "$w" "$cfg" "$key"
        # -O0 can need far more than 50 times -O2: then its own count sets the budget.
        if [ -n "$ref_insns" ] && grep -q 'budget exhausted' "$w/$cfg.err" &&
          [ "$budget" -lt $((ref_insns * 20 + 50000000)) ]; then
          budget=$((ref_insns * 20 + 50000000))
          run_cpu0 "$w" "$cfg" "$budget"
        fi
        if [ -z "$ref_insns" ]; then
          class=skip; detail="reference did not finish"
        elif [ "$rc" = "$ref_rc" ] && cmp -s "$w/$cfg.out" "$ref_file.out"; then
          class=match
        elif grep -q 'budget exhausted' "$w/$cfg.err" || [ "$rc" = 124 ]; then
          class=timeout; detail="budget $budget"
        elif grep -q 'trap\|panic' "$w/$cfg.err"; then
          class=crash; detail=$(head -n1 "$w/$cfg.err")
        else
          class=wrong; detail="exit $rc (reference $ref_rc)"
        fi
        if [ "$class" != match ]; then
          cp "$ref_file.out" "$w/$cfg.ref.out"
          cp "$ref_file.err" "$w/$cfg.ref.err"
        fi
      fi
    fi
    echo "$cfg $class" >> "$tally"
    line+=" $cfg=$class"
    [ -n "$detail" ] && line+=" ($detail)"
    case $class in match | wide | skip) ;; *) keep=1 ;; esac
  done
  if [ "$keep" = 1 ]; then
    mkdir -p "$out/$seed" && cp "$w"/* "$out/$seed/"
  fi
  rm -rf "$w"
  echo "$line"
}

if [ "${1:-}" = --one ]; then
  one_seed "$2" "$3"
  exit 0
fi
if [ $# -ne 2 ]; then
  echo "usage: tests/csmith/run.sh N SEED" >&2
  exit 2
fi
n=$1 seed=$2
for t in csmith clang-14 ld.lld-14 qemu-mips qemu-mipsel; do
  command -v "$t" > /dev/null || { echo "run.sh: $t not found" >&2; exit 2; }
done
[ -f /usr/include/csmith/csmith.h ] ||
  { echo "run.sh: /usr/include/csmith/csmith.h not found (apt-get install libcsmith-dev)" >&2; exit 2; }
[ -x "$ref" ] || { echo "run.sh: $ref not found (shared/ beside the repository)" >&2; exit 2; }
[ -x "$cpu0c" ] || (cd "$root" && cargo build --release --bin cpu0c)
tally=$(mktemp "${TMPDIR:-/tmp}/csmith.tally.XXXXXX")
trap 'rm -f "$tally" "$tally".*' EXIT
# One tally file per seed, so parallel seeds never write to the same file.
seq "$seed" $((seed + n - 1)) |
  xargs -P "${JOBS:-2}" -I{} "$0" --one {} "$tally.{}"
cat "$tally".* > "$tally" 2> /dev/null || true
classes="match wrong crash import wide compile timeout skip refail"
for cfg in "${configs[@]}"; do
  line="  $cfg:"
  for k in $classes; do line+=" $k=$(grep -cx "$cfg $k" "$tally" || true)"; done
  echo "$line"
done
summary="csmith: $n programs x 4 configs (seeds $seed..$((seed + n - 1))):"
for k in $classes; do summary+=" $k=$(grep -c " $k\$" "$tally" || true)"; done
echo "$summary"
# A wrong answer, a trap, an import error other than a wide integer, or a program
# that runs out of its budget where the reference finished is a failure, and so is a
# reference that could not be built.
bad=$(grep -cE " (wrong|crash|import|timeout|refail)$" "$tally" || true)
[ "$bad" = 0 ] || { echo "csmith: $bad failing runs (kept in ${CSMITH_OUT:-target/csmith/fail})" >&2; exit 1; }
