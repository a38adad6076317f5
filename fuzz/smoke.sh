#!/usr/bin/env bash
# Smoke run of the fuzz targets, for CI: installs cargo-fuzz if missing, builds
# every target, seeds the corpora from the project's tests, then runs each
# target for FUZZ_SMOKE_SECONDS (default 60), two at a time (CI has 2 cores).
# Fails if cargo-fuzz cannot be installed, a target does not build, or a target
# finds a crash, a divergence or a timeout.
#
# cargo-fuzz uses nightly-only rustc flags; RUSTC_BOOTSTRAP=1 lets the stable
# toolchain accept them. No sanitizer (`-s none`): the code is safe Rust, and it
# runs several times faster.
set -euo pipefail
cd "$(dirname "$0")"

seconds="${FUZZ_SMOKE_SECONDS:-60}"
targets=(differential compile isa sim llvm translate)
export RUSTC_BOOTSTRAP=1

if ! cargo fuzz --version >/dev/null 2>&1; then
    echo "== cargo install cargo-fuzz"
    cargo install cargo-fuzz --locked
fi

echo "== cargo fuzz build (all targets)"
start=$(date +%s)
cargo fuzz build -s none
echo "built in $(($(date +%s) - start)) s"

corpus="${FUZZ_SMOKE_CORPUS:-$(mktemp -d)}"
echo "== seeds into $corpus"
(cd .. && cargo run --release -q -p cpu0-fuzzgen --example seeds -- "$corpus")

logs="$(mktemp -d)"
run_one() {
    local t="$1"
    mkdir -p "$corpus/$t"
    # cargo-fuzz exits non-zero on a crash, a timeout or an out-of-memory.
    if cargo fuzz run -s none "$t" "$corpus/$t" -- \
        -max_total_time="$seconds" -timeout=60 -print_final_stats=1 \
        >"$logs/$t.log" 2>&1; then
        echo "$t: ok, $(grep -E '^stat::number_of_executed_units' "$logs/$t.log" | awk '{print $2}') executions," \
            "$(grep -E '^stat::average_exec_per_sec' "$logs/$t.log" | awk '{print $2}') exec/s"
    else
        echo "$t: FAILED"
        tail -n 80 "$logs/$t.log"
        return 1
    fi
}

echo "== each target for ${seconds} s, two at a time"
failed=0
for ((i = 0; i < ${#targets[@]}; i += 2)); do
    pids=()
    for t in "${targets[@]:i:2}"; do
        run_one "$t" &
        pids+=($!)
    done
    for p in "${pids[@]}"; do
        wait "$p" || failed=1
    done
done
if [ "$failed" -ne 0 ]; then
    echo "fuzz smoke run: a target failed (artifacts in fuzz/artifacts/)"
    exit 1
fi
echo "fuzz smoke run: all targets ok"
