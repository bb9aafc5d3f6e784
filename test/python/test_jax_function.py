"""dtc.function of a JAX function: traced by dtc's JAX importer once per
signature, compiled, called in process; against jax.jit. Needs JAX and
IREE's compiler (tools/jax-import/dtc-jax setup), which the README's test
command does not install: skipped without them."""

import os
import shutil

import numpy as np
import pytest

jax = pytest.importorskip("jax")
if not (shutil.which("iree-compile") or os.path.exists(
        os.path.join(os.path.dirname(os.sys.executable), "iree-compile"))):
    pytest.skip("IREE's compiler is not installed", allow_module_level=True)

import jax.numpy as jnp  # noqa: E402

import dtc  # noqa: E402


def test_jax_mlp_per_signature(mesh, rng):
    def mlp(x, w1, w2):
        return jax.nn.gelu(x @ w1) @ w2

    layouts = [dtc.Layout(["x", dtc.UNSHARDED], mesh), dtc.Layout([dtc.UNSHARDED, "y"], mesh),
               dtc.Layout(["y", dtc.UNSHARDED], mesh)]
    f = dtc.function(mlp, mesh=mesh, in_layouts=layouts,
                     out_layouts=[dtc.Layout(["x", dtc.UNSHARDED], mesh)])
    for batch in (16, 32):
        x, w1, w2 = (rng.standard_normal(s).astype(np.float32)
                     for s in [(batch, 32), (32, 64), (64, 32)])
        out = f(x, w1, w2)
        assert out.layout == dtc.Layout(["x", dtc.UNSHARDED], mesh)
        np.testing.assert_allclose(out.numpy(), np.asarray(jax.jit(mlp)(x, w1, w2)),
                                   rtol=2e-4, atol=2e-4)
        assert f.lower(x, w1, w2).in_layouts == layouts
    assert len(f._compiled) == 2


def test_jax_function_needs_a_mesh():
    f = dtc.function(lambda x: jnp.sin(x))
    with pytest.raises(ValueError, match="needs a mesh"):
        f(np.zeros(4, np.float32))
