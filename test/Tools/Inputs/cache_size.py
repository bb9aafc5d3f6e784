"""`dtc run --cache-size`: the cache keeps its most recently run executables.

    cache_size.py DTC WORKDIR EXAMPLE.mlir
    cache_size.py --age CACHE          makes every entry 10 minutes older

Four variants of one program (A-D, the same code, distinct texts) run
through one cache. The cap is 2.5 entries (from the size of A's
executable), so two fit: A and B fill it; running A again (a hit) makes it
the most recent; C then removes B, the least recently run, and not A. A hit
after that runs and computes what the first run did. Before each run the
entries are made 10 minutes older (their order kept): an entry used in the
last 2 minutes is never removed, since another run may be about to start
it. The last runs, without that ageing, keep the entries in use, and eight concurrent runs with a cap of 1 MiB all run (pruning once
removed entries other runs were about to start). Each step prints what the
cache holds; FileCheck checks the lines.
"""
import os
import subprocess
import sys

import numpy as np



def age(cache):
    """Every entry (and its digest) 10 minutes older, their order kept."""
    for f in os.listdir(cache):
        path = os.path.join(cache, f)
        st = os.stat(path)
        os.utime(path, (st.st_atime - 600, st.st_mtime - 600))


if sys.argv[1] == "--age":
    age(sys.argv[2])
    sys.exit(0)
dtc, work, example = sys.argv[1], sys.argv[2], sys.argv[3]
cache = os.path.join(work, "cache")
rng = np.random.default_rng(3)
x = os.path.join(work, "x.npy")
w1 = os.path.join(work, "w1.npy")
w2 = os.path.join(work, "w2.npy")
np.save(x, rng.standard_normal((16, 32)).astype(np.float32))
np.save(w1, rng.standard_normal((32, 64)).astype(np.float32))
np.save(w2, rng.standard_normal((64, 32)).astype(np.float32))
text = open(example).read()
programs = {}
for name in "ABCDEF":
    programs[name] = os.path.join(work, f"{name}.mlir")
    with open(programs[name], "w") as f:
        f.write(text + f"// variant {name}\n")
entries = {}


def held():
    return sorted(f for f in os.listdir(cache) if f.endswith(".exe")) if os.path.isdir(cache) else []


def run(name, cap_mib=None, aged=True):
    if aged and os.path.isdir(cache):
        age(cache)
    before = set(held())
    out = os.path.join(work, f"out_{name}_{len(entries)}.npy")
    cmd = [dtc, "run", "--cache-dir", cache, "--timing"]
    if cap_mib is not None:
        cmd += ["--cache-size", str(cap_mib)]
    cmd += [programs[name], "--input", x, "--input", w1, "--input", w2, "--output", out]
    result = subprocess.run(cmd, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"dtc run {name} failed: {result.stderr}")
    hit = "compiled before" in result.stderr
    new = set(held()) - before
    if new:
        entries[name] = new.pop()
    names = {e: n for n, e in entries.items()}
    print(f"run {name}: {'hit' if hit else 'compiled'}; cache: "
          + " ".join(sorted(names.get(e, "?") for e in held())))
    return np.load(out)


first = run("A")
size = os.path.getsize(os.path.join(cache, entries["A"]))
cap = -(-2 * size >> 20)  # the fewest whole MiB that hold two entries
if not (cap << 20) >= 2 * size or not (cap << 20) < 3 * size:
    sys.exit(f"an entry of {size} bytes: no whole number of MiB holds two and not three")
run("B", cap)
run("A", cap)
run("C", cap)
again = run("A", cap)
if not np.array_equal(first, again):
    sys.exit("the cached executable computed something else")
run("D", cap)
print("same values")
# Without ageing: D was just used and stays with E; A, 10 minutes old,
# goes. Then F joins them, the cache over its cap: D and E are in use.
run("E", cap, aged=False)
run("F", cap, aged=False)
# Eight runs at once, each of another program, under a cap no entry fits:
# every one runs its own executable (none removed before it starts).
procs = []
for k in range(8):
    program = os.path.join(work, f"P{k}.mlir")
    with open(program, "w") as f:
        f.write(text + f"// concurrent {k}\n")
    out = os.path.join(work, f"out_P{k}.npy")
    procs.append((subprocess.Popen(
        [dtc, "run", "--cache-dir", cache, "--cache-size", "1", program, "--input", x,
         "--input", w1, "--input", w2, "--output", out],
        stderr=subprocess.PIPE, text=True), out))
failed = [p.communicate()[1] for p, _ in procs if p.wait() != 0]
if failed or not all(np.array_equal(np.load(out), first) for _, out in procs):
    sys.exit("a concurrent run failed: " + "".join(failed))
print("8 concurrent runs: same values")
