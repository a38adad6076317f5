#!/bin/sh
# Regenerates the committed inputs of the C corpus from the C sources:
#
#   ll/NAME.{O0,O2}.{mips,mipsel}.ll   clang 14 output (big-endian cpu0, little-endian cpu0el)
#   expected/NAME.out                  what the program prints natively (gcc, -DHOST)
#
# The tests (tests/c_corpus.rs) need neither clang nor these commands; they build the
# native programs again with gcc when it is installed and compare.
#
# clang flags: -fno-pic gives static code (dso_local symbols, no PIC module flag), as
# the Cpu0 backend and the code-size comparison with llc (static relocation model)
# expect; builtins stay enabled, so the optimiser may form llvm.memcpy/llvm.memset,
# which the importer expands or calls its own helpers for. -fno-ident keeps the
# compiler's version string out of the files.
set -eu
cd "$(dirname "$0")"
CLANG=${CLANG:-clang-14}
CC=${CC:-gcc}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p ll expected
for src in *.c; do
  name=${src%.c}
  for opt in O0 O2; do
    for arch in mips mipsel; do
      "$CLANG" -S -emit-llvm "-$opt" -target "$arch-unknown-linux-gnu" -fno-pic -fno-ident \
        -g0 -Wall -Wno-implicit-fallthrough -o "ll/$name.$opt.$arch.ll" "$src"
    done
  done
  "$CC" -DHOST -O2 -Wall -Wno-implicit-fallthrough -o "$tmp/$name" "$src"
  "$tmp/$name" > "expected/$name.out" || true
done
echo "regenerated $(ls ll | wc -l) .ll files and $(ls expected | wc -l) expected outputs"
