#!/bin/sh
# Regenerates the committed inputs of the dyn-count benchmark from the C sources:
#
#   ll/NAME.O2.mipsel.ll   clang 14 -O2 output for little-endian MIPS32 (what Cpu0 runs)
#   expected/NAME.out      what the program prints natively (gcc, -DHOST)
#
# The benchmark (benches/dyn_count.rs) needs neither clang nor gcc for the Cpu0 side;
# its MIPS side compiles the C files itself with ../shared/tools/mips-ref/run.sh.
# The clang flags are those of tests/c/regen.sh (static code, soft float, no ident).
set -eu
cd "$(dirname "$0")"
CLANG=${CLANG:-clang-14}
CC=${CC:-gcc}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p ll expected
for src in *.c; do
  name=${src%.c}
  "$CLANG" -S -emit-llvm -O2 -target mipsel-unknown-linux-gnu -mcpu=mips32 -msoft-float \
    -fno-math-errno -fno-pic -fno-ident -g0 -Wall -o "ll/$name.O2.mipsel.ll" "$src"
  "$CC" -DHOST -O2 -Wall -o "$tmp/$name" "$src"
  "$tmp/$name" > "expected/$name.out"
done
echo "regenerated $(ls ll | wc -l) .ll files and $(ls expected | wc -l) expected outputs"
