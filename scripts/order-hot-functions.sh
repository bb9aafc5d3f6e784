#!/usr/bin/env bash
# Regenerates tools/dtc/hot-functions.txt.gz: the functions one `dtc compile`
# executes, which dtc's link places together at the start of its text
# (lld's --symbol-ordering-file; tools/dtc/CMakeLists.txt). dtc links all
# of LLVM and MLIR statically (~95 MB of code); a compilation executes
# ~13 MB of it, which without an order lies scattered over the whole text,
# and mapping it in took ~1,000 page faults of every compilation.
#
# Each program below is compiled once under valgrind's callgrind, which
# lists every function executed; the list is the union over the programs,
# sorted (a stable order, and one that keeps a class's methods together).
# Run after building (bash scripts/build.sh) when dtc's hot code changes a
# lot, e.g. after an LLVM upgrade or a new pipeline stage; names the link
# does not find are ignored, so an old list only orders less.
#
# Needs valgrind (apt-get install valgrind); takes about 10 s a program.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${DTC_BUILD_DIR:-$root/build}
command -v valgrind >/dev/null || { echo "order-hot-functions: needs valgrind" >&2; exit 1; }
[ -x "$build/bin/dtc" ] || { echo "order-hot-functions: build dtc first (bash scripts/build.sh)" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# valgrind 3.19 gives up on the debug sections of this binary; the symbol
# table is all it needs.
objcopy --strip-debug "$build/bin/dtc" "$work/dtc"

# The CPU programs users compile: the examples and one variant of every
# front-end program of the corpus (contractions, control flow, gathers,
# norms, gradients).
programs=("$root"/examples/*.mlir "$root/examples/train/mlp_step.mlir")
for dir in "$root"/test/corpus/*/; do
  programs+=("$(ls "$dir"*.mlir | head -1)")
done

n=0
for program in "${programs[@]}"; do
  case "$program" in *gpu*) continue ;; esac
  n=$((n + 1))
  echo "order-hot-functions: [$n] $(basename "$(dirname "$program")")/$(basename "$program")" >&2
  valgrind -q --tool=callgrind --demangle=no --callgrind-out-file="$work/cg.$n" \
    "$work/dtc" compile "$program" -o "$work/exe" >/dev/null
done

# Callgrind names each function once as `fn=(id) name` or `cfn=(id) name`;
# code without a symbol appears as an address.
cat "$work"/cg.* | sed -nE 's/^c?fn=\([0-9]+\) //p' | grep -v -e '^0x' -e '^(below main)' |
  LC_ALL=C sort -u | gzip -9n > "$root/tools/dtc/hot-functions.txt.gz"
echo "order-hot-functions: $(gzip -dc "$root/tools/dtc/hot-functions.txt.gz" | wc -l) functions" \
  "from $n compilations -> tools/dtc/hot-functions.txt.gz" >&2
