#!/usr/bin/env bash
# Lua 5.4.7 on Cpu0: builds the unmodified sources of the `lua-src` crate (a
# dev-dependency, so cargo has them) with this driver (main.c), natively with gcc
# and for Cpu0 with `cpu0c cc -O2`, runs every tests/lua/*.lua on each build and
# requires the same standard output and exit status as the native build.
#
#   tests/lua/run.sh [SCRIPT.lua ...]      (default: every script here)
#
# Environment: TARGETS (default "cpu0 cpu0el"), MODES (default "aot jit"),
# LUA_OUT (build directory, default target/lua), CPU0C (default
# target/release/cpu0c, built if missing). Needs gcc and clang-14.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=${LUA_OUT:-$root/target/lua}
cpu0c=${CPU0C:-$root/target/release/cpu0c}
targets=${TARGETS:-cpu0 cpu0el}
modes=${MODES:-aot jit}
mkdir -p "$out"

manifest=$(cd "$root" && cargo metadata --format-version 1 2>/dev/null | python3 -c '
import json, sys
d = json.load(sys.stdin)
print(next(p["manifest_path"] for p in d["packages"] if p["name"] == "lua-src"))')
lua=$(dirname "$manifest")/lua-5.4.7
[ -f "$lua/lua.h" ] || { echo "lua-src sources not found at $lua" >&2; exit 1; }
# The library without the stand-alone interpreter and compiler, and without the
# io, os and package libraries (main.c does not open them; Cpu0 has no files).
sources=()
for f in "$lua"/*.c; do
  case $(basename "$f") in lua.c|luac.c|liolib.c|loslib.c|loadlib.c|linit.c) ;; *) sources+=("$f") ;; esac
done

[ -x "$cpu0c" ] || (cd "$root" && cargo build --release -q -p cpu0c)
echo "== native build (gcc -O2)"
gcc -O2 -std=gnu99 -w -I"$lua" -o "$out/lua-native" "$here/main.c" "${sources[@]}" -lm
for t in $targets; do
  echo "== cpu0c cc -O2 --target $t"
  "$cpu0c" cc -O2 --target "$t" -I"$lua" -o "$out/lua-$t" "$here/main.c" "${sources[@]}"
done

scripts=("$@")
[ ${#scripts[@]} -gt 0 ] || scripts=("$here"/*.lua)
fails=0
for s in "${scripts[@]}"; do
  name=$(basename "$s" .lua)
  set +e
  "$out/lua-native" < "$s" > "$out/$name.native" 2> "$out/$name.native.err"
  want=$?
  set -e
  for t in $targets; do
    for m in $modes; do
      start=$(date +%s.%N)
      set +e
      case $m in
        aot) "$cpu0c" exec "$out/lua-$t" < "$s" > "$out/$name.$t.$m" 2> "$out/$name.$t.$m.err" ;;
        jit) "$cpu0c" run -O2 --target "$t" -I"$lua" "$here/main.c" "${sources[@]}" \
               < "$s" > "$out/$name.$t.$m" 2> "$out/$name.$t.$m.err" ;;
      esac
      got=$?
      set -e
      secs=$(awk "BEGIN { print $(date +%s.%N) - $start }")
      if [ "$got" = "$want" ] && cmp -s "$out/$name.native" "$out/$name.$t.$m"; then
        printf '%-12s %-7s %-3s ok    (%.1f s)\n' "$name" "$t" "$m" "$secs"
      else
        printf '%-12s %-7s %-3s FAIL  exit %s, native %s; diff %s\n' "$name" "$t" "$m" "$got" "$want" \
          "$out/$name.native $out/$name.$t.$m"
        fails=$((fails + 1))
      fi
    done
  done
done
echo "lua: $fails failures"
[ "$fails" = 0 ]
