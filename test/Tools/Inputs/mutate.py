"""A bounded, seeded mutation fuzzer for `dtc compile` (or `dtc import`):
each mutant of the test programs (a line dropped, duplicated or swapped with
the next; a number, a type or an attribute changed; the text cut short) must
compile (import) or be refused with a diagnostic, never crash or hang.

  mutate.py --dtc DTC --workdir DIR [--seed S] [--count N] [--jobs J]
            [--command compile|import] PROGRAM...

Prints one line per crash or hang with the mutant's file, and a summary."""

import argparse
import concurrent.futures
import os
import random
import re
import subprocess
import sys

NUMBER = re.compile(r"(?<![\w.])\d+(?![\w.])")
TYPES = ["f32", "f16", "bf16", "i32", "i1", "f64", "index", "i8"]
WORDS = ["unsharded", "match", "x", "y", "parallel", "reduction", "sum", "max", "cpu", "gpu"]


def mutate(rng, text):
    lines = text.split("\n")
    # Mostly changes that keep the text parsing (a number, a type, a word),
    # which reach the verifiers and passes; the rest break its structure.
    kind = rng.choice([0, 1, 2, 3, 3, 3, 4, 4, 5, 5, 6])
    i = rng.randrange(len(lines))
    if kind == 0 and len(lines) > 1:
        del lines[i]
    elif kind == 1:
        lines.insert(i, lines[i])
    elif kind == 2 and i + 1 < len(lines):
        lines[i], lines[i + 1] = lines[i + 1], lines[i]
    elif kind == 3:
        numbers = list(NUMBER.finditer(text))
        if numbers:
            m = rng.choice(numbers)
            value = rng.choice(["0", "1", "-1", "3", "7", "64", "4096", "2147483648",
                                str(int(m.group()) + 1)])
            return text[:m.start()] + value + text[m.end():]
    elif kind == 4:
        found = [m for t in TYPES for m in re.finditer(r"\b" + t + r"\b", text)]
        if found:
            m = rng.choice(found)
            return text[:m.start()] + rng.choice(TYPES) + text[m.end():]
    elif kind == 5:
        found = [m for w in WORDS for m in re.finditer(r"\b" + w + r"\b", text)]
        if found:
            m = rng.choice(found)
            return text[:m.start()] + rng.choice(WORDS) + text[m.end():]
    else:
        return text[:rng.randrange(len(text) + 1)]  # (an earlier cut may have left nothing)
    return "\n".join(lines)


def check(dtc, command, path, timeout):
    """"compiled" or "refused" (with a diagnostic), else what went wrong."""
    out = path + (".exe" if command == "compile" else ".out.mlir")
    try:
        r = subprocess.run([dtc, command, path, "-o", out], capture_output=True,
                           text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return f"still running after {timeout} s"
    finally:
        if os.path.exists(out):
            os.remove(out)
    if r.returncode < 0 or r.returncode >= 128:
        return f"killed by signal {-r.returncode if r.returncode < 0 else r.returncode - 128}"
    if "Stack dump" in r.stderr or "PLEASE submit a bug report" in r.stderr:
        return "crashed: " + r.stderr.strip().splitlines()[0]
    if r.returncode != 0 and "error" not in r.stderr:
        return f"exit {r.returncode} without a diagnostic"
    return "compiled" if r.returncode == 0 else "refused"


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--dtc", required=True)
    p.add_argument("--workdir", required=True)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--count", type=int, default=300)
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--timeout", type=float, default=60)
    p.add_argument("--command", choices=("compile", "import"), default="compile",
                   help="dtc compile, or dtc import (of IREE's generic output)")
    p.add_argument("programs", nargs="+")
    a = p.parse_args()
    rng = random.Random(a.seed)
    sources = [open(f).read() for f in a.programs]
    os.makedirs(a.workdir, exist_ok=True)
    mutants = []
    for k in range(a.count):
        text = rng.choice(sources)
        for _ in range(rng.randrange(1, 4)):
            text = mutate(rng, text)
        path = os.path.join(a.workdir, f"m{k:04d}.mlir")
        with open(path, "w") as f:
            f.write(text)
        mutants.append(path)
    with concurrent.futures.ThreadPoolExecutor(a.jobs) as pool:
        outcomes = list(pool.map(lambda m: check(a.dtc, a.command, m, a.timeout), mutants))
    bad = [(m, why) for m, why in zip(mutants, outcomes) if why not in ("compiled", "refused")]
    for m, why in bad:
        print(f"BAD {m}: {why}")
    compiled = outcomes.count("compiled")
    print(f"{len(mutants)} mutants ({compiled} compiled, {outcomes.count('refused')} refused "
          f"with a diagnostic), {len(bad)} crashes or hangs")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
