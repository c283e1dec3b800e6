#!/bin/sh
# SPDX-License-Identifier: MIT
# The crib program's examples in README.md and docs/*.md print what they say. In a fenced
# block, a line "$ crib ..." (or "$ ./bin/crib ...") is a command, run with bin/ first on
# the PATH in a scratch folder (the commands of one block share it, so that one may write a
# file the next reads); the lines after it, up to the next command or the block's end, are
# what it prints, where a line "..." stands for any number of lines. So an example that
# the engine's tuning changes fails here until it is written again from the program.
. test/tap.sh

if ! command -v python3 >/dev/null 2>&1; then
    skip "the crib program's examples in README.md and docs/*.md (no python3)"
    tap_end
    exit
fi

python3 - "$PWD" "$tmp" README.md docs/*.md >"$tmp/tap" <<'EOF'
import os, re, subprocess, sys

root, tmp, files = sys.argv[1], sys.argv[2], sys.argv[3:]
env = dict(os.environ, PATH=os.path.join(root, "bin") + os.pathsep + os.environ["PATH"])
env.pop("NO_COLOR", None)


def blocks(text):
    """Each fenced block's lines."""
    inside, lines = False, []
    for line in text.split("\n"):
        if line.startswith("```"):
            if inside:
                yield lines
            inside, lines = not inside, []
        elif inside:
            lines.append(line)


def examples(lines):
    """The block's commands, each with the lines it prints; none unless every command
    is the crib program's."""
    out = []
    for line in lines:
        if line.startswith("$ "):
            out.append((line[2:], []))
        elif out:
            out[-1][1].append(line)
    if not out or not all(re.match(r"(\./bin/)?crib ", c) for c, _ in out):
        return []
    return out


def matches(want, got):
    """want's lines against got's, a line '...' (indented or not) matching any run."""
    if not want:
        return not got
    if want[0].strip() == "...":
        return any(matches(want[1:], got[k:]) for k in range(len(got) + 1))
    return bool(got) and got[0] == want[0] and matches(want[1:], got[1:])


n = 0
for name in files:
    with open(os.path.join(root, name), encoding="utf-8") as f:
        text = f.read()
    for b, lines in enumerate(blocks(text)):
        cases = examples(lines)
        if not cases:
            continue
        work = os.path.join(tmp, "%s-%d" % (name.replace("/", "_"), b))
        os.makedirs(work)
        for command, want in cases:
            run = command.replace("./bin/crib ", os.path.join(root, "bin", "crib") + " ", 1)
            p = subprocess.run(run, shell=True, cwd=work, env=env, capture_output=True,
                               text=True)
            got = p.stdout.rstrip("\n").split("\n") if p.stdout else []
            while want and want[-1] == "":
                want = want[:-1]
            n += 1
            ok = p.returncode == 0 and matches(want, got)
            print("%s %d - %s: $ %s" % ("ok" if ok else "not ok", n, name, command))
            if not ok:
                print("#   exit %d; it printed:" % p.returncode)
                for line in (got + p.stderr.split("\n"))[:30]:
                    print("#   " + line)
print("count %d" % n)
EOF
status=$?
# Renumber python's lines into this script's TAP count.
while IFS= read -r line; do
    case "$line" in
    "ok "*) result 0 "${line#ok * - }" ;;
    "not ok "*) result 1 "${line#not ok * - }" ;;
    "count "*) [ "${line#count }" -ge 4 ] || result 1 "at least 4 examples found (${line#count })" ;;
    *) echo "$line" ;;
    esac
done <"$tmp/tap"
[ "$status" -eq 0 ] || result 1 "the examples' checker ran (exit $status)"
tap_end
