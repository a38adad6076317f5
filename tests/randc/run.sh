#!/usr/bin/env bash
# Random C programs (gen.py) built by `cpu0c run` and compared with the host's gcc -O0
# build of the same program.
#
#   tests/randc/run.sh N SEED      seeds SEED .. SEED+N-1
#
# Each seed runs in four configurations, so every seed tries both byte orders, both ISA
# levels, -O1 and -O2, strict mode and both execution engines:
#   -O2 cpu0el cpu032II | -O1 cpu0el cpu032I strict | -O2 cpu0 cpu032I | -O2 cpu0 cpu032II interp
# A line per failing run (the program is kept in $RANDC_OUT, default target/randc/fail),
# then a summary; exits 1 if any run differs. Needs python3, gcc and clang-14 (which
# `cpu0c run` calls for C). Not part of `cargo test`.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
cpu0c=${CPU0C:-$root/target/release/cpu0c}
out=${RANDC_OUT:-$root/target/randc/fail}
if [ $# -ne 2 ]; then
  echo "usage: tests/randc/run.sh N SEED" >&2
  exit 2
fi
for t in python3 gcc clang-14; do
  command -v "$t" > /dev/null || { echo "randc: $t not found" >&2; exit 2; }
done
[ -x "$cpu0c" ] || (cd "$root" && cargo build --release --bin cpu0c)
configs=("-O2 --target cpu0el --isa cpu032II"
  "-O1 --target cpu0el --isa cpu032I --strict"
  "-O2 --target cpu0 --isa cpu032I"
  "-O2 --target cpu0 --isa cpu032II --engine interp")
w=$(mktemp -d "${TMPDIR:-/tmp}/randc.XXXXXX")
trap 'rm -rf "$w"' EXIT
n=$1 first=$2 runs=0 bad=0
for ((seed = first; seed < first + n; seed++)); do
  python3 "$here/gen.py" "$seed" > "$w/r.c"
  gcc -O0 -w -o "$w/host" "$w/r.c"
  want=$("$w/host")
  for cfg in "${configs[@]}"; do
    runs=$((runs + 1))
    # shellcheck disable=SC2086 # cfg is a list of options
    got=$(timeout 300 "$cpu0c" run "$w/r.c" $cfg 2>&1) || true
    if [ "$got" != "$want" ]; then
      bad=$((bad + 1))
      mkdir -p "$out" && cp "$w/r.c" "$out/$seed.c"
      echo "randc: seed $seed ($cfg): want $want, got $(head -c 200 <<< "$got")"
    fi
  done
done
echo "randc: $n programs x ${#configs[@]} configs (seeds $first..$((first + n - 1))): $runs runs, $bad wrong"
[ "$bad" = 0 ]
