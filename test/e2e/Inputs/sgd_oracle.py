"""The linear-regression SGD job of training-steps.mlir, in numpy.

  sgd_oracle.py DIR STEPS BATCH LR   reads DIR/X.npy, DIR/Y.npy, DIR/w0.npy;
                                     writes DIR/want_loss.npy (one per step)
                                     and DIR/want_w.npy (the final weights)

Step s takes batch s mod (examples / BATCH): loss = mean((x w - y)^2),
w -= LR * x^T (x w - y), in float64.
"""
import sys

import numpy as np

d, steps, batch, lr = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4])
X = np.load(f"{d}/X.npy").astype(np.float64)
Y = np.load(f"{d}/Y.npy").astype(np.float64)
w = np.load(f"{d}/w0.npy").astype(np.float64)
losses = []
for s in range(steps):
    b = s % (len(X) // batch)
    x, y = X[b * batch:(b + 1) * batch], Y[b * batch:(b + 1) * batch]
    r = x @ w - y
    losses.append((r * r).mean())
    w = w - lr * (x.T @ r)
np.save(f"{d}/want_loss.npy", np.array(losses, np.float32))
np.save(f"{d}/want_w.npy", w.astype(np.float32))
