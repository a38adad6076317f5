#!/bin/sh
# Regenerates the committed inputs of the C library's tests (tests/libc.rs):
#
#   ll/NAME.{mips,mipsel}.ll   `cpu0c cc -S --emit-llvm -O2` (clang 14 with the library's headers)
#   expected/NAME.out          what the program prints natively (gcc and glibc)
#   expected/mathlib.exact     the math results correctly rounded (exact_math.py, mpmath)
#   ll/own/NAME.{mips,mipsel}.ll  the same for own/NAME.c, checked without glibc
set -eu
cd "$(dirname "$0")"
CPU0C=${CPU0C:-../../target/release/cpu0c}
CC=${CC:-gcc}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p ll expected
for src in *.c; do
  name=${src%.c}
  "$CPU0C" cc -S --emit-llvm -O2 --target cpu0 -o "ll/$name.mips.ll" "$src"
  "$CPU0C" cc -S --emit-llvm -O2 --target cpu0el -o "ll/$name.mipsel.ll" "$src"
  "$CC" -O2 -fno-builtin -Wall -o "$tmp/$name" "$src" -lm
  TZ=UTC "$tmp/$name" > "expected/$name.out"  # TZ: Cpu0's time.h is UTC
done
# own/: programs whose output the test states itself (no glibc run).
mkdir -p ll/own
for src in own/*.c; do
  name=${src%.c}
  "$CPU0C" cc -S --emit-llvm -O2 --target cpu0 -o "ll/$name.mips.ll" "$src"
  "$CPU0C" cc -S --emit-llvm -O2 --target cpu0el -o "ll/$name.mipsel.ll" "$src"
done
echo "regenerated $(ls ll | wc -l) .ll files and $(ls expected | wc -l) expected outputs"
python3 exact_math.py
