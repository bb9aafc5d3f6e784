"""The lit test format of test/e2e/corpus/ (its lit.local.cfg says what each
test runs): one test per program directory of test/corpus/. A module of its
own so that lit's worker processes can unpickle it."""
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

    def execute(self, test, litConfig):
        name = test.path_in_suite[-1]
        if not any(f.endswith(".mlir") for f in os.listdir(os.path.join(self.corpus, name))):
            return lit.Test.FAIL, f"{name}: no variant (.mlir) in its directory"
        work = test.getExecPath()
        shutil.rmtree(work, ignore_errors=True)
        os.makedirs(work)
        python = "/usr/bin/python3"
        check = [python, os.path.join(self.inputs, "check_corpus.py"), "--dtc", self.dtc,
                 "--corpus", self.corpus]
        runs = [("cpu", []), ("emu", ["--emulate-gpu-kernels"]),
                ("gpuemu", ["--device", "gpu", "--emulate-gpu-kernels"]),
                ("bundle", ["--bundle"])]
        if self.ptxas:
            runs.append(("gpubundle", ["--device", "gpu", "--bundle"]))
        log = []
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
