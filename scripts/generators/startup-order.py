#!/usr/bin/env python3
"""The last step of scripts/generate (run that, not this): writes scripts/startup-order.txt, the functions that
colormix's common calls run, for the release link.

    scripts/generators/startup-order.py BINARY MAP   BINARY: an unstripped release build; MAP: its link map

A short call touches a few hundred functions spread over a 10 MB executable, and each 64 KiB of it that is touched
costs a page fault that maps sixteen pages. scripts/build-release tells lld (--symbol-ordering-file) to place these
functions side by side, so a call touches a few windows of the file instead of dozens (see docs/speed.md).

scripts/generate builds the binary (`scripts/build-release --map FILE` keeps the symbols and writes the map); this runs each command
below under valgrind's callgrind in a temporary store and lists every function that ran, those run by the most
commands first. lld warns about every name of the list it does not find, and `scripts/generate --check` (which
.ci/run runs) fails on such a warning: a change that renames or removes a listed function makes the list stale.

Its gain, measured on 2 cores (AMD EPYC): the objects of scripts/generate's release build linked twice, stripped,
with and without the list, and the default `colormix` (the swatch of the stored color) timed against /bin/true in
scripts/bench's environment, 1,000 rounds interleaved in one run, twice. Copied as scripts/install copies it:
1.15-1.16x /bin/true with the list, 1.22-1.24x without (0.72-0.76 ms against 0.76-0.82 ms; /bin/true 0.62-0.66 ms).
Paged in by exec (scripts/bench's cold copy): 1.36-1.37x with, 1.58-1.61x without. 103 page faults a call with the
list, 132 without.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUTPUT = os.path.join(ROOT, "scripts", "startup-order.txt")
HUGE_SECTION = 64 * 1024

COMMANDS = [
    [],
    ["show", "--format", "hex"],
    ["show", "--format", "json"],
    ["show", "#8033cc", "--format", "oklch"],
    ["slide", "red", "+0.1"],
    ["set", "Antique Brass"],
    ["set", "150", "0", "0"],
    ["names"],
    ["palette"],
    ["-V"],
    ["help"],
    ["show", "--formt", "hex"],
]


def section_sizes(link_map):
    """The size of the input section each symbol is in, from lld's map (`VMA LMA Size Align` then the name)."""
    sizes = {}
    section = 0
    with open(link_map) as f:
        for line in f:
            match = re.match(r"\s*[0-9a-f]+\s+[0-9a-f]+\s+([0-9a-f]+)\s+\d+ (\s*)(.+)$", line.rstrip("\n"))
            if not match:
                continue
            size, indent, name = int(match.group(1), 16), len(match.group(2)), match.group(3)
            if indent == 0:
                section = 0
            elif ":(" in name and indent <= 8:
                section = size
            else:
                sizes[name.strip()] = section
    return sizes


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: scripts/generators/startup-order.py BINARY MAP (scripts/generate runs it)")
    if not shutil.which("valgrind"):
        sys.exit("startup-order: valgrind is needed (apt-get install valgrind)")
    binary, link_map = sys.argv[1], sys.argv[2]
    functions = set()
    for line in subprocess.run(["nm", binary], capture_output=True, text=True, check=True).stdout.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[1] in "tTwWi":
            functions.add(parts[2])
    uses = {}
    with tempfile.TemporaryDirectory(prefix="colormix-order-") as folder:
        run_env = {"HOME": folder, "COLORMIX_STORE": os.path.join(folder, "color.json"), "PATH": "/usr/bin:/bin"}
        subprocess.run([binary, "set", "50", "20", "80"], env=run_env, stdout=subprocess.DEVNULL, check=True)
        for index, arguments in enumerate(COMMANDS):
            out = os.path.join(folder, f"callgrind.{index}")
            subprocess.run(["valgrind", "--tool=callgrind", "--demangle=no", f"--callgrind-out-file={out}", binary]
                           + arguments, env=run_env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            ran = set()
            with open(out) as f:
                for line in f:
                    match = re.match(r"c?fn=\(\d+\) (.+)$", line.rstrip("\n"))
                    if match and match.group(1) in functions:
                        ran.add(match.group(1))
            for name in ran:
                uses.setdefault(name, [0, index])[0] += 1
    # lld moves whole input sections. A function inside a huge one (the standard library's 1.6 MB .text) would
    # drag all of it into the middle of the list, so such functions are left out and their section after it.
    huge = {name for name, size in section_sizes(link_map).items() if size >= HUGE_SECTION}
    ordered = sorted((name for name in uses if name not in huge),
                     key=lambda name: (uses[name][1], -uses[name][0], name))
    with open(OUTPUT, "w") as f:
        # lld skips lines that start with '#'.
        f.write("# Generated by scripts/generate (scripts/generators/startup-order.py); do not edit.\n")
        f.write("\n".join(ordered) + "\n")
    print(f"startup-order: {len(ordered)} functions written to {os.path.relpath(OUTPUT, ROOT)}")


if __name__ == "__main__":
    main()
