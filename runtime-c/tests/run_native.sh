#!/bin/sh
# Builds every runtime-c test natively with the shim under AddressSanitizer and UBSan, runs
# them, and exits non-zero if any fails to build or run. Run from the repository root:
#   sh runtime-c/tests/run_native.sh
# CC picks the compiler (default cc); extra arguments are added to every compile. The shim's
# sources are compiled once into objects that every test links, one compile per core at a time
# (JOBS overrides the count).
set -u

root=$(cd "$(dirname "$0")/../.." && pwd)
cc=${CC:-cc}
jobs=${JOBS:-$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)}
out=$(mktemp -d "${TMPDIR:-/tmp}/twinlink-runtime-c.XXXXXX")
trap 'rm -rf "$out"' EXIT INT TERM
mkdir "$out/obj" "$out/failed"

# UB must fail the run instead of printing and carrying on; huge allocations in the tests
# must come back as NULL rather than abort.
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
export ASAN_OPTIONS=${ASAN_OPTIONS:-allocator_may_return_null=1:detect_leaks=1}

# One compile: $1 the source, $2 the object; a failure leaves a file named after the source
# in $out/failed. The flags are exported so that the shells xargs starts see them.
TL_CC=$cc TL_ROOT=$root TL_EXTRA="$*" TL_FAILED="$out/failed"
export TL_CC TL_ROOT TL_EXTRA TL_FAILED
compile='
    # shellcheck disable=SC2086
    if ! "$TL_CC" -std=c11 -Wall -Wextra -Werror -g -fsanitize=address,undefined \
        -fno-sanitize-recover=undefined -fno-omit-frame-pointer \
        -I "$TL_ROOT/runtime-c/include" -I "$TL_ROOT/wasm" $TL_EXTRA -c "$1" -o "$2"; then
        : > "$TL_FAILED/$(basename "$1" .c)"
    fi'

for src in "$root"/runtime-c/src/*.c "$root"/runtime-c/tests/test_*.c; do
    printf '%s\n%s\n' "$src" "$out/obj/$(basename "$src" .c).o"
done | xargs -n 2 -P "$jobs" sh -c "$compile" sh

failed=0
for f in "$out"/failed/*; do
    [ -e "$f" ] || continue
    echo "$(basename "$f"): BUILD FAILED"
    failed=1
done

if [ "$failed" -eq 0 ]; then
    shim=$(ls "$out"/obj/*.o | grep -v '/test_[^/]*\.o$')
    for test in "$root"/runtime-c/tests/test_*.c; do
        name=$(basename "$test" .c)
        # shellcheck disable=SC2086
        if ! "$cc" -g -fsanitize=address,undefined $TL_EXTRA $shim "$out/obj/$name.o" -lm -o "$out/$name"; then
            echo "$name: LINK FAILED"
            failed=1
            continue
        fi
        if ! "$out/$name"; then
            echo "$name: RUN FAILED"
            failed=1
        fi
    done
fi

if [ "$failed" -ne 0 ]; then
    echo "runtime-c native tests: FAILED"
    exit 1
fi
echo "runtime-c native tests: all passed"
