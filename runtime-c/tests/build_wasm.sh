#!/bin/sh
# Checks the shim for wasm32-wasi: compiles every source with -Werror, then links each test
# as a WASI command (running them is the Rust harness's job). Run from the repository root:
#   sh runtime-c/tests/build_wasm.sh [output-dir]
# ZIG_CC overrides the compiler command (default: zig from the repo's .venv).
set -u

root=$(cd "$(dirname "$0")/../.." && pwd)
zig_cc=${ZIG_CC:-"$root/.venv/bin/python -m ziglang cc"}
out=${1:-$(mktemp -d "${TMPDIR:-/tmp}/twinlink-runtime-c-wasm.XXXXXX")}
mkdir -p "$out"
flags="-target wasm32-wasi -std=c11 -O2 -Wall -Wextra -Werror"
flags="$flags -I $root/runtime-c/include -I $root/wasm"

failed=0
for src in "$root"/runtime-c/src/*.c; do
    # shellcheck disable=SC2086
    if ! $zig_cc $flags -c "$src" -o "$out/$(basename "$src" .c).o"; then
        echo "$(basename "$src"): COMPILE FAILED"
        failed=1
    fi
done
for test in "$root"/runtime-c/tests/test_*.c; do
    name=$(basename "$test" .c)
    # shellcheck disable=SC2086
    if ! $zig_cc $flags "$root"/runtime-c/src/*.c "$test" -o "$out/$name.wasm"; then
        echo "$name: LINK FAILED"
        failed=1
    fi
done

if [ "$failed" -ne 0 ]; then
    echo "runtime-c wasm build: FAILED"
    exit 1
fi
echo "runtime-c wasm build: ok ($out)"
