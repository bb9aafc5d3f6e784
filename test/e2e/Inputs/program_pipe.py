"""Drives the launcher the way `dtc run` does (DTC_PROGRAM_PIPE,
dtc/executable.h): the program's descriptor, then the path of its
executable, through a socket; or less, or something else.

  program_pipe.py LAUNCHER SCENARIO EXE OTHER_EXE -- LAUNCHER_ARGS...

SCENARIO: closed (nothing sent), descriptor-only (the descriptor, then the
pipe closed: a failed compilation), other-program (EXE's descriptor, then
OTHER_EXE's path), malformed (not a message), too-long (a length no
descriptor has), run (EXE's descriptor and path). Prints the launcher's exit status and its stderr.
"""
import os
import socket
import struct
import subprocess
import sys


def descriptor(exe):
    """The descriptor of the program at the end of the executable `exe`."""
    data = open(exe, "rb").read()
    magic, offset, size = struct.unpack("<8sQQ", data[-24:])
    assert magic == b"dtc-prg1", magic
    program = data[offset:offset + size]
    start = program.index(b"dtc-program ")
    return program[start:program.index(b"\0", start)]


def message(data):
    return str(len(data)).encode() + b"\n" + data


def main():
    launcher, scenario, exe, other = sys.argv[1:5]
    args = sys.argv[sys.argv.index("--") + 1:]
    ours, theirs = socket.socketpair()
    env = dict(os.environ, DTC_PROGRAM_PIPE=str(theirs.fileno()))
    child = subprocess.Popen([launcher] + args, env=env, pass_fds=[theirs.fileno()],
                             stderr=subprocess.PIPE, text=True)
    theirs.close()
    sent = {
        "closed": b"",
        "descriptor-only": message(descriptor(exe)),
        "other-program": message(descriptor(exe)) + message(os.path.abspath(other).encode()),
        "malformed": b"twelve\n",
        "too-long": b"99999999999\n",
        "run": message(descriptor(exe)) + message(os.path.abspath(exe).encode()),
    }[scenario]
    try:
        ours.sendall(sent)
    except BrokenPipeError:
        pass
    ours.close()
    _, err = child.communicate()
    print(f"{scenario}: exit {child.returncode}")
    print(f"stderr: {err.strip() or '(nothing)'}")


if __name__ == "__main__":
    main()
