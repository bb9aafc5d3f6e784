"""The lit test format of test/e2e/corpus/ and test/e2e/corpus-tf/ (their
lit.local.cfg say what each test runs): one test per program directory of
test/corpus/ or test/corpus-tf/. A module of its
own so that lit's worker processes can unpickle it."""
import json
import os
import shutil
import subprocess
import sys

import lit.formats
import lit.Test


class CorpusProgram(lit.formats.TestFormat):
    def __init__(self, corpus, inputs, dtc, ptxas):
        self.corpus, self.inputs, self.dtc, self.ptxas = corpus, inputs, dtc, ptxas

    def getTestsInDirectory(self, testSuite, path_in_suite, litConfig, localConfig):
        for name in sorted(os.listdir(self.corpus)):
            if os.path.isdir(os.path.join(self.corpus, name)):
                yield lit.Test.Test(testSuite, path_in_suite + (name,), localConfig)

    def reimport(self, name, work, env, log):
        """Where the program has its front end's IREE output (iree.mlir,
        with imports.json: each variant's `dtc import` options), each
        variant must be what `dtc import` makes of it now. Why not, or
        None."""
        d = os.path.join(self.corpus, name)
        if not os.path.exists(os.path.join(d, "imports.json")):
            return None
        with open(os.path.join(d, "imports.json")) as f:
            imports = json.load(f)
        for variant, options in sorted(imports.items()):
            out = os.path.join(work, f"{variant}.imported.mlir")
            cmd = [self.dtc, "import", os.path.join(d, "iree.mlir"), "-o", out] + options
            r = subprocess.run(cmd, capture_output=True, text=True, env=env)
            log.append(f"$ {' '.join(cmd)}\n{r.stdout}{r.stderr}")
            if r.returncode != 0:
                return f"{name}/{variant}: dtc import failed"
            with open(out) as f, open(os.path.join(d, variant + ".mlir")) as g:
                if f.read() != g.read():
                    return (f"{name}/{variant}: dtc import of iree.mlir is not {variant}.mlir "
                            f"(remake the corpus: tools/tf-import/dtc-tf corpus {name})")
        return None

    def execute(self, test, litConfig):
        name = test.path_in_suite[-1]
        if not any(f.endswith(".mlir") for f in os.listdir(os.path.join(self.corpus, name))):
            return lit.Test.FAIL, f"{name}: no variant (.mlir) in its directory"
        work = test.getExecPath()
        shutil.rmtree(work, ignore_errors=True)
        os.makedirs(work)
        log = []
        problem = self.reimport(name, work, test.config.environment, log)
        if problem:
            return lit.Test.FAIL, "\n".join(log + [problem])
        python = "/usr/bin/python3"
        check = [python, os.path.join(self.inputs, "check_corpus.py"), "--dtc", self.dtc,
                 "--corpus", self.corpus]
        runs = [("cpu", []), ("emu", ["--emulate-gpu-kernels"]),
                ("gpuemu", ["--device", "gpu", "--emulate-gpu-kernels"]),
                ("bundle", ["--bundle"])]
        if self.ptxas:
            runs.append(("gpubundle", ["--device", "gpu", "--bundle"]))
        for mode, extra in runs:
            cmd = check + ["--workdir", os.path.join(work, mode)] + extra + [name]
            r = subprocess.run(cmd, capture_output=True, text=True, env=test.config.environment)
            log.append(f"$ {' '.join(cmd)}\n{r.stdout}{r.stderr}")
            if r.returncode != 0 or " 0 failures" not in r.stdout:
                return lit.Test.FAIL, "\n".join(log)
            if mode == "bundle":
                cmd = [python, os.path.join(self.inputs, "bundle_run.py"),
                       os.path.join(work, mode), "--scale-tolerance", "2e-4"]
                r = subprocess.run(cmd, capture_output=True, text=True,
                                   env=test.config.environment)
                log.append(f"$ {' '.join(cmd)}\n{r.stdout}{r.stderr}")
                if r.returncode != 0 or " 0 failures" not in r.stdout:
                    return lit.Test.FAIL, "\n".join(log)
        return lit.Test.PASS, "\n".join(log)
