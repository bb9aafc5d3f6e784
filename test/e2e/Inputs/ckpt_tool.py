"""Helpers of checkpoints.test.

  ckpt_tool.py snapshot DIR            every file under DIR with its SHA-256
  ckpt_tool.py flip FILE               flips a bit of the file's last byte
  ckpt_tool.py truncate FILE BYTES     keeps the first BYTES bytes of FILE
  ckpt_tool.py edit CKPT OLD NEW [--resum]
                                       replaces OLD by NEW in the index that
                                       the checkpoint CKPT's zarr.json carries
                                       (its checksum line kept as it was, or,
                                       with --resum, recomputed)
  ckpt_tool.py kills EXE DTC DIR M0 N  starts EXE (saving every step) N times
                                       from the checkpoint DIR/kills and
                                       kills it (SIGKILL) after a random
                                       time each: the checkpoint is always
                                       one of the steps, with exact values
  ckpt_tool.py crash EXE DTC DIR M0    kills EXE (SIGKILL, through
                                       DTC_TEST_KILL_DURING_SAVE) at every
                                       point of a save in turn, and checks
                                       that the checkpoint restores to the
                                       step before or the step saved, never
                                       anything else
"""
import hashlib
import json
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


def edit_index(ckpt, old, new, resum):
    path = os.path.join(ckpt, "zarr.json")
    meta = json.load(open(path))
    text = meta["attributes"]["dtc"]["index"]
    body, _, last = text.rpartition("crc32c ")
    if old not in body:
        sys.exit(f"{path}: no '{old}' in the index")
    body = body.replace(old, new, 1)
    if resum:
        last = format(crc32c(body.encode()), "x") + "\n"
    meta["attributes"]["dtc"]["index"] = body + "crc32c " + last
    with open(path, "w") as f:
        json.dump(meta, f, indent=2)


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


def current_step(dtc, ck):
    listing = subprocess.run([dtc, "checkpoint", ck], check=True, capture_output=True,
                             text=True).stdout
    return int(listing.split("step ")[1].split(",")[0])


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
        step = current_step(dtc, ck)
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


def kills(exe, dtc, work, m0_path, count):
    """M0 holds integers, so that m0 + s is exact in float32 for every step
    s the job may have reached."""
    import random
    import time
    rng = random.Random(20261129)
    m0 = np.load(m0_path)
    ck = os.path.join(work, "kills")
    shutil.rmtree(ck, ignore_errors=True)
    run = [exe, "--variable", "m=" + m0_path, "--log-every", "0", "--save-every", "1",
           "--checkpoint", ck]
    last, mid_save = 0, 0
    for k in range(int(count)):
        job = subprocess.Popen(run + ["--steps", "100000"], stdout=subprocess.DEVNULL)
        time.sleep(rng.uniform(0.05, 0.6))
        job.kill()
        job.wait()
        mid_save += any(e.endswith(".partial") for e in os.listdir(ck))
        step = current_step(dtc, ck) if os.path.exists(os.path.join(ck, "CURRENT")) else 0
        if step < last:
            sys.exit(f"kill {k}: the checkpoint went back from step {last} to {step}")
        if step and not np.array_equal(assembled(dtc, ck, os.path.join(work, "kills-m.npy")),
                                       m0 + np.float32(step)):
            sys.exit(f"kill {k}: the checkpoint of step {step} has the wrong values")
        last = step
    if mid_save < int(count) // 2:
        sys.exit(f"only {mid_save} of {count} kills came during a save: the test does not "
                 "test saves")
    print(f"{count} kills at random times, at least half during a save: every checkpoint "
          "restored exactly, and the step never went back")


cmd = sys.argv[1]
if cmd == "snapshot":
    snapshot(sys.argv[2])
elif cmd == "flip":
    with open(sys.argv[2], "r+b") as h:
        h.seek(-1, 2)
        b = h.read(1)
        h.seek(-1, 2)
        h.write(bytes([b[0] ^ 1]))
elif cmd == "truncate":
    with open(sys.argv[2], "r+b") as h:
        h.truncate(int(sys.argv[3]))
elif cmd == "edit":
    edit_index(sys.argv[2], sys.argv[3], sys.argv[4], "--resum" in sys.argv[5:])
elif cmd == "kills":
    kills(*sys.argv[2:7])
elif cmd == "crash":
    crash(*sys.argv[2:6])
else:
    sys.exit("unknown command " + cmd)
