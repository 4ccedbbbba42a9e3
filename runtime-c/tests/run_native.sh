#!/bin/sh
# Builds every runtime-c test natively with the shim under AddressSanitizer and UBSan, runs
# them, and exits non-zero if any fails to build or run. Run from the repository root:
#   sh runtime-c/tests/run_native.sh
# CC picks the compiler (default cc); extra arguments are added to every compile.
set -u

root=$(cd "$(dirname "$0")/../.." && pwd)
cc=${CC:-cc}
out=$(mktemp -d "${TMPDIR:-/tmp}/twinlink-runtime-c.XXXXXX")
trap 'rm -rf "$out"' EXIT INT TERM

# UB must fail the run instead of printing and carrying on; huge allocations in the tests
# must come back as NULL rather than abort.
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
export ASAN_OPTIONS=${ASAN_OPTIONS:-allocator_may_return_null=1:detect_leaks=1}

failed=0
for test in "$root"/runtime-c/tests/test_*.c; do
    name=$(basename "$test" .c)
    # shellcheck disable=SC2086
    if ! "$cc" -std=c11 -Wall -Wextra -Werror -g -fsanitize=address,undefined \
        -fno-sanitize-recover=undefined -fno-omit-frame-pointer \
        -I "$root/runtime-c/include" -I "$root/wasm" "$@" \
        "$root"/runtime-c/src/*.c "$test" -lm -o "$out/$name"; then
        echo "$name: BUILD FAILED"
        failed=1
        continue
    fi
    if ! "$out/$name"; then
        echo "$name: RUN FAILED"
        failed=1
    fi
done

if [ "$failed" -ne 0 ]; then
    echo "runtime-c native tests: FAILED"
    exit 1
fi
echo "runtime-c native tests: all passed"
