#!/bin/sh
# SPDX-License-Identifier: MIT
# The crib program's examples in README.md and docs/*.md print what they say. In a fenced
# block, a line "$ crib ..." (or "$ ./bin/crib ...") is a command, run with bin/ first on
# the PATH in a scratch folder (the commands of one block share it, so that one may write a
# file the next reads); the lines after it, up to the next command or the block's end, are
# what it prints, where a line "..." stands for any number of lines. So an example that
# the engine's tuning changes fails here until it is written again from the program.
# The win chances that the bindings' examples say they print are checked alike (below).
. test/tap.sh

# relay STATUS LEAST WHAT: python's lines in $tmp/tap renumbered into this script's TAP
# count; fewer than LEAST of WHAT found fails, and so does a checker that exited amiss.
relay() {
    while IFS= read -r line; do
        case "$line" in
        "ok "*) result 0 "${line#ok * - }" ;;
        "not ok "*) result 1 "${line#not ok * - }" ;;
        "count "*) [ "${line#count }" -ge "$2" ] || result 1 "at least $2 $3 found (${line#count })" ;;
        *) echo "$line" ;;
        esac
    done <"$tmp/tap"
    [ "$1" -eq 0 ] || result 1 "the checker of the $3 ran (exit $1)"
}

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
relay $? 4 "examples"

# The win chances the bindings' examples print (README.md, docs/*.md, bindings/*/README.md):
# a call win_chance / WinChance / winChance with the scores written out, and on its line or
# a later one of the same block the comment that gives what it prints ("# 0.903..." cut
# after the digits shown, "// 0.903" rounded to them), against `crib chance --json` at
# those scores. The table is tuned now and then, and the bindings' own tests run these
# examples without reading their comments.
python3 - "$PWD" README.md docs/*.md bindings/*/README.md >"$tmp/tap" <<'EOF'
import json, os, re, subprocess, sys

root, files = sys.argv[1], sys.argv[2:]
call = re.compile(r"(?:win_chance|WinChance|winChance)\((\d+), (\d+), (\d+), ([^)]*)\)")
shown = re.compile(r"(?:#|//) (\d\.\d+)(\.\.\.)?\s*$")
n = 0
for name in files:
    with open(os.path.join(root, name), encoding="utf-8") as f:
        text = f.read()
    for block in re.findall(r"^```\w+\n(.*?)^```$", text, re.M | re.S):
        lines = block.split("\n")
        for i, line in enumerate(lines):
            m = call.search(line)
            if not m:
                continue
            want = next((s for s in map(shown.search, lines[i:]) if s), None)
            if want is None:
                continue
            target, own, other, how = m.groups()
            side = "dealer" if re.search(r"true", how, re.I) else "pone"
            p = subprocess.run([os.path.join(root, "bin", "crib"), "chance", "--json",
                                "--target", target, own, other, side],
                               capture_output=True, text=True)
            win = json.loads(p.stdout)["win"] if p.returncode == 0 else None
            value, unit = float(want.group(1)), 10.0 ** (2 - len(want.group(1)))
            if win is None:
                ok = False
            elif want.group(2):
                ok = value - 1e-9 <= win < value + unit + 1e-9
            else:
                ok = abs(win - value) <= unit / 2 + 1e-9
            n += 1
            print("%s %d - %s: %s(%s, %s, %s, %s) prints %s%s (the table: %s)" % (
                "ok" if ok else "not ok", n, name, m.group(0).split("(")[0], target, own,
                other, side, want.group(1), want.group(2) or "", win))
print("count %d" % n)
EOF
relay $? 5 "printed win chances"

# docs/building.md's Layout table names the tree as git has it: every folder and file at
# its top, every file of src/ (a module's private header with its .c), src/gen/, tools/,
# solve/ and bench/, every C file of cli/, each binding; by its path, its name, or a
# pattern (`*.pc.in`, `arena_*.c`). Outside a
# git checkout (a release tarball) there is no tree to hold it to.
if ! git ls-files --error-unmatch Makefile >/dev/null 2>&1; then
    skip "docs/building.md's Layout table against the tree (not a git checkout)"
else
    git ls-files >"$tmp/files"
    python3 - "$tmp/files" docs/building.md >"$tmp/missing" <<'EOF'
import fnmatch, re, sys

files = open(sys.argv[1]).read().split()
text = open(sys.argv[2], encoding="utf-8").read()
table = text[text.index("## Layout"):]
tokens = {t.rstrip("/") for t in re.findall(r"`([^`]+)`", table)}
want = set()
for f in files:
    parts = f.split("/")
    want.add(parts[0])
    if parts[0] in ("src", "tools", "solve", "bench") and len(parts) == 2:
        want.add(f)
    if parts[:2] == ["src", "gen"] and len(parts) == 3:
        want.add(f)
    if parts[0] == "cli" and f.endswith(".c"):
        want.add(f)
    if parts[0] == "bindings" and len(parts) > 2:
        want.add("/".join(parts[:2]))


def named(path):
    base = path.split("/")[-1]
    # A module's private header goes with its .c file, as the table says.
    if path.endswith(".h") and path[:-2] + ".c" in files and named(path[:-2] + ".c"):
        return True
    return any(t in (path, base) or t.startswith(path + "/") or fnmatch.fnmatch(base, t)
               or fnmatch.fnmatch(path, t) for t in tokens)


print("\n".join(sorted(w for w in want if not named(w))))
EOF
    missing=$(cat "$tmp/missing")
    [ -z "$missing" ]
    result $? "docs/building.md's Layout table names every folder, file and binding of the tree${missing:+ (not: $(echo $missing))}"
fi
tap_end
