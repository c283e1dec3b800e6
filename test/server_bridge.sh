#!/bin/sh
# SPDX-License-Identifier: MIT
# The bridge python3 -m libcrib.server.bot, which plays a seat of a server's table with an
# arena bot program: a real server (python3 -m libcrib.server --port 0 --test, SQLite in a
# temporary folder) on 127.0.0.1, a table of a seat for the bridge and the strong bot.
# examples/arena_bot.py plays a whole game through the bridge (the command given as one
# string, run by the shell, which tees what the program is sent): the bridge exits 0, the
# program saw hello first and once and bye last, the record `crib check`s and its
# commitment verifies. Then the failures: a bot that answers against the rules (exit 1, the
# server's sentence printed), one that exits at once (exit 1, its status told), a bad token
# (exit 1, no program started), a program that outlives bye (killed with its process group,
# the game stands). Last, a game through a proxy that cuts the connection three times (once
# mid-message from the server, once swallowing an answer, once later): the bridge connects
# again each time, and a strict bot (one hello, each game and deal once, no request twice)
# finishes the game, whose record `crib check`s.
# The server and the bridge run under a venv of Debian's /usr/bin/python3 with its
# system packages (python3-aiohttp); skips, passing, where it has no aiohttp.
root=$(cd "$(dirname "$0")/.." && pwd)
. "$root/test/tap.sh"
tap_lines=30
crib=$root/bin/crib
[ -x /usr/bin/python3 ] ||
    skip_all "Debian's /usr/bin/python3 not found; the bridge is not tested (apt-get install python3 python3-aiohttp)"
/usr/bin/python3 -m venv --system-site-packages "$tmp/venv" >"$tmp/out" 2>&1 ||
    skip_all "/usr/bin/python3 -m venv does not work; the bridge is not tested (apt-get install python3-venv)"
py=$tmp/venv/bin/python
"$py" -c 'import aiohttp' 2>/dev/null ||
    skip_all "Debian's python3 has no aiohttp; the bridge is not tested (apt-get install python3-aiohttp)"
[ -x "$crib" ] || skip_all "bin/crib is not built (make); the bridge is not tested"
export PYTHONPATH="$root/bindings/python" PYTHONDONTWRITEBYTECODE=1
unset LIBCRIB_PATH

server=""
proxy=""
trap '[ -n "$server" ] && kill "$server" 2>/dev/null; [ -n "$proxy" ] && kill "$proxy" 2>/dev/null
rm -rf "$tmp"' EXIT

# The server, on a free port that its first line names.
"$py" -m libcrib.server --db "$tmp/games.sqlite" --port 0 --test --quiet \
    >"$tmp/server.out" 2>"$tmp/server.err" &
server=$!
i=0
while ! grep -q 'Running on' "$tmp/server.out" 2>/dev/null && [ $i -lt 100 ]; do
    sleep 0.1
    i=$((i + 1))
done
port=$(sed -n 's|.*Running on http://127\.0\.0\.1:\([0-9][0-9]*\).*|\1|p' "$tmp/server.out")
if [ -z "$port" ]; then
    cp "$tmp/server.err" "$tmp/out"
    result 1 "the server starts on a free port"
    tap_end
    exit
fi
url=http://127.0.0.1:$port

# api.py create SEED: a table of seat 0 for the bridge and the strong bot; prints its id
# and seat 0's token. api.py record ID FILE: the finished game's record into FILE, and
# checks its fairness commitment.
cat >"$tmp/api.py" <<'PY'
import hashlib, json, sys, urllib.request
base = sys.argv[1]
if sys.argv[2] == "create":
    body = json.dumps({"seats": ["human", "strong"], "seed": int(sys.argv[3])}).encode()
    req = urllib.request.Request(base + "/api/tables", body,
                                 {"Content-Type": "application/json"})
    table = json.load(urllib.request.urlopen(req))
    print(table["id"], table["seats"][0]["token"])
else:
    text = urllib.request.urlopen(f"{base}/api/tables/{sys.argv[3]}/record").read()
    open(sys.argv[4], "wb").write(text)
    record = json.loads(text)
    fair = record["fairness"]
    digest = hashlib.sha256(f"{record['seed_hex']}:{fair['salt']}".encode()).hexdigest()
    assert digest == fair["commitment"], (digest, fair)
PY
table() { # table SEED: sets $id and $token
    set -- $("$py" "$tmp/api.py" "$url" create "$1")
    id=$1
    token=$2
}
bridge() { # bridge URL TOKEN ARG...: the bridge; what it writes to stderr also in $tmp/err
    bridge_url=$1
    bridge_token=$2
    shift 2
    timeout 120 "$py" -m libcrib.server.bot --url "$bridge_url" --token "$bridge_token" "$@" \
        2>"$tmp/err"
    bridge_rc=$?
    cat "$tmp/err" >&2
    return $bridge_rc
}

# A whole game: examples/arena_bot.py, through a shell that tees what it is sent.
table 7
exits 0 "the bridge plays a whole game with examples/arena_bot.py (one string: run by sh)" \
    bridge "$url" "$token" -- "tee '$tmp/seen' | python3 '$root/examples/arena_bot.py'"
succeeds "the finished game's record (GET /api/tables/ID/record) passes crib check, and its commitment verifies" \
    sh -c '"$1" "$2" "$3" record "$4" "$5" && "$6" check "$5"' sh "$py" "$tmp/api.py" "$url" \
    "$id" "$tmp/game.json" "$crib"
succeeds "the program was sent hello first and once, every request once, the end, and bye last" \
    "$py" - "$tmp/seen" <<'PY'
import json, sys
msgs = [json.loads(line) for line in open(sys.argv[1])]
kinds = [m["type"] for m in msgs]
assert kinds[0] == "hello" and kinds.count("hello") == 1, kinds[:3]
assert kinds[-2:] == ["end", "bye"], kinds[-3:]
assert kinds.count("game") == 1 and "seed" not in msgs[0], msgs[0]
requests = [json.dumps(m, sort_keys=True) for m in msgs if m["type"] in ("discard", "play")]
assert len(requests) > 20 and len(set(requests)) == len(requests), len(requests)
PY

# The failures, each at a table of its own.
cat >"$tmp/cheat.py" <<'PY'
import json, sys
for line in sys.stdin:
    m = json.loads(line)
    if m["type"] == "discard":
        print(json.dumps({"discard": m["hand"][:m["lay_away"]]}), flush=True)
    elif m["type"] == "play":   # a card it laid away, which it does not hold
        print(json.dumps({"card": m["discarded"][0]}), flush=True)
PY
table 8
exits 1 "a bot that plays a card it laid away: the bridge exits 1" \
    bridge "$url" "$token" -- python3 "$tmp/cheat.py"
succeeds "... and prints the server's refusal" grep -q "libcrib.server.bot: the server refused: " "$tmp/err"
table 9
exits 1 "a bot that exits at once (status 3): the bridge exits 1" \
    bridge "$url" "$token" -- sh -c 'exit 3'
succeeds "... and says the program ended before the game, with its status" \
    grep -q "the program ended before the game was over (exit status 3)" "$tmp/err"
exits 1 "a bad token: the bridge exits 1" \
    bridge "$url" no-such-token -- "touch '$tmp/started'"
succeeds "... prints the server's sentence and starts no program" \
    sh -c 'grep -q "no seat has this token" "$1" && ! [ -e "$2" ]' sh "$tmp/err" "$tmp/started"
table 10
exits 0 "a program still running after bye: killed after --grace, the game stands (exit 0)" \
    bridge "$url" "$token" --grace 0.5 -- \
    "python3 '$root/examples/arena_bot.py'; echo \$\$ >'$tmp/pid'; exec sleep 30"
succeeds "... with a note, and the program's process group is gone" \
    sh -c 'grep -q "did not exit within 0.5 s of the game.s end: killed" "$1" &&
        ! kill -0 "$(cat "$2")" 2>/dev/null' sh "$tmp/err" "$tmp/pid"

# Through a proxy that cuts the first three connections: after 1500 bytes from the server
# (in the middle of a message), swallowing the client's fourth piece (its third answer, the
# first being the handshake) and after 12000 bytes.
cat >"$tmp/proxy.py" <<'PY'
import asyncio, sys
PLANS = [("bytes", 1500), ("swallow", 4), ("bytes", 12000)]
count = 0

async def handle(client_r, client_w):
    global count
    plan = PLANS[count] if count < len(PLANS) else ("none", 0)
    count += 1
    server_r, server_w = await asyncio.open_connection("127.0.0.1", int(sys.argv[2]))
    done = asyncio.Event()

    async def pipe(reader, writer, from_server):
        sent = pieces = 0
        try:
            while not done.is_set():
                data = await reader.read(65536)
                if not data:
                    break
                pieces += 1
                if from_server and plan[0] == "bytes" and sent + len(data) > plan[1]:
                    writer.write(data[:plan[1] - sent])
                    await writer.drain()
                    break
                if not from_server and plan[0] == "swallow" and pieces == plan[1]:
                    print(f"swallowed {len(data)} bytes", file=sys.stderr, flush=True)
                    break
                sent += len(data)
                writer.write(data)
                await writer.drain()
        except ConnectionError:
            pass
        done.set()

    await asyncio.wait([asyncio.ensure_future(pipe(client_r, server_w, False)),
                        asyncio.ensure_future(pipe(server_r, client_w, True))],
                       return_when=asyncio.FIRST_COMPLETED)
    for w in (client_w, server_w):
        w.transport.abort()

async def main():
    server = await asyncio.start_server(handle, "127.0.0.1", 0)
    with open(sys.argv[1], "w") as f:
        f.write(str(server.sockets[0].getsockname()[1]))
    await server.serve_forever()

asyncio.run(main())
PY
cat >"$tmp/strict.py" <<'PY'
import json, sys
games, requests, problems, last_deal, hellos = set(), set(), [], (-1, -1), 0
for n, line in enumerate(sys.stdin):
    m = json.loads(line)
    kind = m["type"]
    if kind == "hello":
        hellos += 1
        if n != 0:
            problems.append(f"hello as message {n + 1}")
    elif kind == "game":
        if m["game"] in games:
            problems.append(f"game {m['game']} twice")
        games.add(m["game"])
    elif kind == "deal":
        if (m["game"], m["deal"]) <= last_deal:
            problems.append(f"deal {m['deal']} after deal {last_deal[1]}")
        last_deal = (m["game"], m["deal"])
    elif kind in ("discard", "play"):
        key = json.dumps(m, sort_keys=True)
        if key in requests:
            problems.append(f"a request twice: {line.strip()}")
        requests.add(key)
        answer = ({"discard": m["hand"][:m["lay_away"]]} if kind == "discard"
                  else {"card": m["legal"][0] if m["legal"] else None})
        print(json.dumps(answer), flush=True)
    elif kind == "bye":
        break
if hellos != 1:
    problems.append(f"{hellos} hellos")
print(f"strict bot: {len(requests)} requests answered", file=sys.stderr)
for p in problems:
    print("strict bot:", p, file=sys.stderr)
sys.exit(1 if problems else 0)
PY
"$py" "$tmp/proxy.py" "$tmp/proxy.port" "$port" 2>"$tmp/proxy.err" &
proxy=$!
i=0
while [ ! -s "$tmp/proxy.port" ] && [ $i -lt 50 ]; do
    sleep 0.1
    i=$((i + 1))
done
table 11
exits 0 "through a proxy that cuts the connection three times, a strict bot plays the whole game" \
    bridge "http://127.0.0.1:$(cat "$tmp/proxy.port")" "$token" -- python3 "$tmp/strict.py"
succeeds "... the bridge connected again three times, and the proxy swallowed an answer" \
    sh -c '[ "$(grep -c "the connection dropped; connecting again" "$1")" -eq 3 ] &&
        grep -q "swallowed" "$2"' sh "$tmp/err" "$tmp/proxy.err"
succeeds "... and the game's record passes crib check, and its commitment verifies" \
    sh -c '"$1" "$2" "$3" record "$4" "$5" && "$6" check "$5"' sh "$py" "$tmp/api.py" "$url" \
    "$id" "$tmp/game2.json" "$crib"

exits 2 "no command after --: a usage error" "$py" -m libcrib.server.bot --token x
succeeds "--help says how the command is run (a lone string by /bin/sh -c)" \
    sh -c '"$1" -m libcrib.server.bot --help | tr -s " \n" "  " | grep -q "run by /bin/sh -c"' \
    sh "$py"
tap_end
