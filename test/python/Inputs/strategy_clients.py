"""One client of a 2-process job (two-clients.test): dtc.distribute's
CentralStorageStrategy over both processes (a replica each, the variables
on device 0, client 0's), training examples/train's step, written for one
process, compiled for the job's 2 (dtc --clients 2); the 20 losses against
numpy's SGD in each process."""

import os
import sys

import numpy as np

import dtc
from dtc.distribute import CentralStorageStrategy

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "..", "examples", "train"))
import train  # noqa: E402

assert dtc.initialize_accelerator_system("CPU") == "CPU"
me = dtc.client_id()
work = os.path.join(sys.argv[1], f"client{me}")
os.makedirs(work, exist_ok=True)
train.write_data(work)
x, t = np.load(f"{work}/x.npy"), np.load(f"{work}/t.npy")

s = CentralStorageStrategy(["/cpu:0", "/cpu:1"], parameter_device=0)
assert s.num_replicas_in_sync == 2 and s.mesh.num_local_devices() == 1
with s.scope():
    variables = [dtc.DVariable(np.load(f"{work}/{v}0.npy"), name=v) for v in train.VARIABLES]
with open(os.path.join(HERE, "..", "..", "..", "examples", "train", "mlp_step.mlir")) as f:
    step = f.read()
assert "clients" not in step
dataset = [(x[i:i + 16], t[i:i + 16]) for i in range(0, len(x), 16)]
losses = []
while len(losses) < 20:
    for bx, bt in s.experimental_distribute_dataset(dataset):
        losses.append(float(s.run(step, args=(bx, bt, *variables, np.float32(0.1))).numpy()))
        if len(losses) == 20:
            break
want = train.reference(work, steps=20)
assert np.allclose(losses, want, rtol=1e-4, atol=1e-6), (losses, want)
print(f"client {me} of 2: 20 strategy steps match numpy's SGD")
