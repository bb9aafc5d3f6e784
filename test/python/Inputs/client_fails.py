"""A client of a 2-process job that fails (an exception in client 1, while
client 0 goes on into a relayout that needs it): the whole job ends at
once, as an executable's does, instead of client 0 waiting for it."""

import numpy as np

import dtc

dtc.initialize_accelerator_system("CPU")
mesh = dtc.create_distributed_mesh([("x", 4)])
t = dtc.copy_to_mesh(np.arange(8, dtype=np.float32), dtc.Layout(["x"], mesh))
if dtc.client_id() == 1:
    raise ValueError("client 1 stops here")
dtc.relayout(t, dtc.Layout.replicated(mesh, 1))
print("client 0 went on without client 1")
