#!/bin/sh
# Regenerates the benchmark images of `cargo bench -p cpu0-sim` (NAME.bin: the
# memory image from address 0 that `cpu0c link --format verilog-hex` describes,
# as raw bytes; the start-up stub at 0 calls main and halts) and the expected
# console output (NAME.out):
#
#   kernels.c          the dedicated kernels (clang 14 -> kernels.ll, committed)
#   tests/c programs   the C corpus's longest-running programs (their committed
#                      -O2 big-endian IR)
#
# Needs clang-14 (for kernels.c only), gcc (for kernels.out) and xxd; builds
# cpu0c with cargo unless CPU0C names one. The benchmark needs none of them.
set -eu
cd "$(dirname "$0")"
root=$(cd ../../.. && pwd)
cpu0c=${CPU0C:-}
if [ -z "$cpu0c" ]; then
  (cd "$root" && cargo build --release -q --bin cpu0c)
  cpu0c="$root/target/release/cpu0c"
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

if command -v clang-14 >/dev/null; then
  clang-14 -S -emit-llvm -O2 -target mips-unknown-linux-gnu -msoft-float \
    -fno-math-errno -fno-pic -fno-ident -g0 -Wall -o kernels.ll kernels.c
  gcc -DHOST -O2 -w -o "$tmp/kernels" kernels.c
  "$tmp/kernels" >kernels.out
fi

image() { # NAME LL
  "$cpu0c" compile "$2" -o "$tmp/$1.o"
  "$cpu0c" link "$tmp/$1.o" -o "$tmp/$1.hex" --format verilog-hex --isa cpu032II
  # Into a fresh file: `xxd -r` writes over an existing one without shortening it.
  xxd -r -p "$tmp/$1.hex" >"$1.bin"
}

image kernels kernels.ll
for name in mandel nbody fmt fconv arith linsolve recursion; do
  image "$name" "$root/tests/c/ll/$name.O2.mips.ll"
  cp "$root/tests/c/expected/$name.out" "$name.out"
done
