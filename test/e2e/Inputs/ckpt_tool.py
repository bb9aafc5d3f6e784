"""Helpers of checkpoints.test.

  ckpt_tool.py snapshot DIR            every file under DIR with its SHA-256
  ckpt_tool.py flip FILE               flips a bit of the file's last byte
  ckpt_tool.py replace FILE DTYPE:SHAPE  overwrites a .npy with zeros of that
                                       dtype and shape
  ckpt_tool.py edit INDEX OLD NEW [--resum]
                                       replaces OLD by NEW in a checkpoint's
                                       index (its checksum line kept as it
                                       was, or, with --resum, recomputed)
  ckpt_tool.py crash EXE DTC DIR M0    kills EXE (SIGKILL, through
                                       DTC_TEST_KILL_DURING_SAVE) at every
                                       point of a save in turn, and checks
                                       that the checkpoint restores to the
                                       step before or the step saved, never
                                       anything else
"""
import hashlib
import os
import shutil
import subprocess
import sys

import numpy as np


def crc32c(data):
    """CRC-32C (Castagnoli), as the checkpoint index's last line has it."""
    crc = 0xFFFFFFFF
    for b in data:
        crc ^= b
        for _ in range(8):
            crc = (crc >> 1) ^ (0x82F63B78 if crc & 1 else 0)
    return crc ^ 0xFFFFFFFF


def edit_index(path, old, new, resum):
    text = open(path).read()
    body, _, last = text.rpartition("crc32c ")
    if old not in body:
        sys.exit(f"{path}: no '{old}' in the index")
    body = body.replace(old, new, 1)
    if resum:
        last = format(crc32c(body.encode()), "x") + "\n"
    open(path, "w").write(body + "crc32c " + last)


def snapshot(d):
    for root, _, files in sorted(os.walk(d)):
        for f in sorted(files):
            p = os.path.join(root, f)
            with open(p, "rb") as h:
                print(os.path.relpath(p, d), hashlib.sha256(h.read()).hexdigest())


def after(m0, steps):
    """m0 after `steps` steps of + 1, in float32 as the job adds."""
    m = m0.copy()
    for _ in range(steps):
        m = m + np.float32(1)
    return m


def assembled(dtc, ck, out):
    subprocess.run([dtc, "checkpoint", ck, "--variable", "m", "-o", out], check=True)
    return np.load(out)


def crash(exe, dtc, work, m0_path):
    m0 = np.load(m0_path)
    pristine = os.path.join(work, "crash-base")
    shutil.rmtree(pristine, ignore_errors=True)
    run = [exe, "--variable", "m=" + m0_path, "--log-every", "0", "--output", os.path.join(work, "crash-out.npy")]
    subprocess.run(run + ["--steps", "3", "--checkpoint", pristine], check=True)
    point = 0
    outcomes = []
    while True:
        point += 1
        ck = os.path.join(work, "crash-%d" % point)
        shutil.rmtree(ck, ignore_errors=True)
        shutil.copytree(pristine, ck)
        env = dict(os.environ, DTC_TEST_KILL_DURING_SAVE=str(point))
        r = subprocess.run(run + ["--steps", "6", "--checkpoint", ck], env=env)
        step = int(subprocess.run([dtc, "checkpoint", ck], check=True, capture_output=True,
                                  text=True).stdout.split("step ")[1].split()[0])
        m = assembled(dtc, ck, os.path.join(work, "crash-m.npy"))
        if step not in (3, 6) or not np.array_equal(m, after(m0, step)):
            sys.exit(f"kill at save point {point}: the checkpoint is at step {step} "
                     f"with the wrong values")
        # The job resumes from whatever is current and finishes.
        subprocess.run(run + ["--steps", "8", "--checkpoint", ck], check=True)
        if not np.array_equal(assembled(dtc, ck, os.path.join(work, "crash-m.npy")), after(m0, 8)):
            sys.exit(f"kill at save point {point}: resuming gave the wrong values")
        if r.returncode == 0:
            break
        if r.returncode != -9:
            sys.exit(f"kill at save point {point}: exit status {r.returncode}")
        outcomes.append(step)
    print(f"crash during save: killed at {point - 1} points; restored step 3 "
          f"{outcomes.count(3)} times, step 6 {outcomes.count(6)} times; all resumed to step 8")


cmd = sys.argv[1]
if cmd == "snapshot":
    snapshot(sys.argv[2])
elif cmd == "flip":
    with open(sys.argv[2], "r+b") as h:
        h.seek(-1, 2)
        b = h.read(1)
        h.seek(-1, 2)
        h.write(bytes([b[0] ^ 1]))
elif cmd == "replace":
    dtype, _, shape = sys.argv[3].partition(":")
    np.save(sys.argv[2], np.zeros(tuple(int(d) for d in shape.split("x")), dtype))
elif cmd == "edit":
    edit_index(sys.argv[2], sys.argv[3], sys.argv[4], "--resum" in sys.argv[5:])
elif cmd == "crash":
    crash(*sys.argv[2:6])
else:
    sys.exit("unknown command " + cmd)
