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
#
# Floating point: -msoft-float says what Cpu0 is (no FPU). For this IR it changes
# only the function attributes ("+soft-float", "use-soft-float"): MIPS O32 passes
# float and double arguments the same way either way (clang's IR has float and
# double values, and structs as i32 words), but llc then compiles the files for a
# MIPS without FPU, as the code-size comparison should. -fno-math-errno: there is
# no errno, so __builtin_sqrt, __builtin_fmod, __builtin_lround, ... become the
# intrinsics llvm.sqrt, frem, llvm.lround, ... instead of calls of libm. gcc gets
# the same flag, and -lm for what it still calls (fmod, round, nearbyint, ...);
# both compute the IEEE results, so the outputs agree bit for bit. The hosts that
# run the expected outputs must not contract a * b + c into an FMA (x86-64 without
# -mfma does not): clang's llvm.fmuladd is imported unfused to match.
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
      "$CLANG" -S -emit-llvm "-$opt" -target "$arch-unknown-linux-gnu" -msoft-float \
        -fno-math-errno -fno-pic -fno-ident -g0 -Wall -Wno-implicit-fallthrough \
        -o "ll/$name.$opt.$arch.ll" "$src"
    done
  done
  "$CC" -DHOST -O2 -fno-math-errno -Wall -Wno-implicit-fallthrough -o "$tmp/$name" "$src" -lm
  "$tmp/$name" > "expected/$name.out" || true
done
echo "regenerated $(ls ll | wc -l) .ll files and $(ls expected | wc -l) expected outputs"
