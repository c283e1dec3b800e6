#!/bin/sh
# SPDX-License-Identifier: MIT
# The npm package as a user gets it. `make npm` packs build/npm/libcrib-VERSION.tgz, and
# `npm pack` in bindings/js, which has no wasm, refuses, saying so. The tarball is installed
# from the file into a fresh project, offline, where node imports 'libcrib' and scores
# 5h 5d 5c Js with 5s; and into a project made by `npm init -y`, whose index.js is
# CommonJS, where require('libcrib') does the same and shares the ES module's CribError.
# tsc --strict checks TypeScript consumers, an ES module and a CommonJS one, against the
# declarations and must refuse a misuse, and checks the JavaScript examples of README.md,
# docs/javascript.md and bindings/js/README.md, which node then runs (a block that starts
# with require() as the index.js of the npm init -y project); headless Chromium loads a
# page that imports the installed package from a static server on 127.0.0.1 and shows the
# score.
# Prints TAP and a closing "N passed, N failed". Skips loudly what cannot run here: all of
# it without node, npm, clang or wasm-ld; the type check without typescript, which it
# installs from the npm registry into $LIBCRIB_TS_CACHE (default
# ~/.cache/libcrib/typescript) when it can; the page without chromium.
root=$(cd "$(dirname "$0")/.." && pwd)
. "$root/test/tap.sh"
missing=""
for tool in node npm "${WASM_CC:-clang}" wasm-ld; do
    command -v "$tool" >/dev/null 2>&1 || missing="$missing $tool"
done
[ -z "$missing" ] || skip_all "not found:$missing; the npm package is not tested"

tap_lines=30
server=""
trap '[ -n "$server" ] && kill "$server" 2>/dev/null; rm -rf "$tmp"' EXIT
log="$tmp/out"
version=$(sed -n 's/^#define CRIB_VERSION_STRING "\(.*\)"$/\1/p' "$root/include/crib.h")
tgz="$root/build/npm/libcrib-$version.tgz"

# 1. The tarball, and what it holds.
if ${MAKE:-make} -s -C "$root" npm >"$log" 2>&1 && [ -f "$tgz" ]; then
    result 0 "make npm packs build/npm/libcrib-$version.tgz"
else
    result 1 "make npm packs build/npm/libcrib-$version.tgz"
    tap_end
    exit
fi
want="package/LICENSE package/README.md package/layout.d.mts package/layout.mjs
package/libcrib.cjs package/libcrib.d.cts package/libcrib.d.mts package/libcrib.mjs
package/libcrib.wasm package/package.json"
got=$(tar tzf "$tgz" | sort)
if [ "$(echo $got)" = "$(echo $want)" ]; then
    result 0 "the package holds the module, its CommonJS entry, their declarations, the layout, the wasm, README, LICENSE"
else
    echo "$got" >"$log"
    result 1 "the package holds the module, its CommonJS entry, their declarations, the layout, the wasm, README, LICENSE"
fi

# npm pack in bindings/js itself: package.json's prepack refuses it, naming make npm, where
# there is no libcrib.wasm beside it (as in a checkout), since that package would fail at
# load(); where there is one, the package must hold it.
mkdir "$tmp/here"
if (cd "$root/bindings/js" && npm pack --offline --pack-destination "$tmp/here") >"$log" 2>&1; then
    if tar tzf "$tmp"/here/libcrib-*.tgz 2>>"$log" | grep -qx package/libcrib.wasm; then
        result 0 "npm pack in bindings/js, which has a libcrib.wasm, packs it"
    else
        result 1 "npm pack in bindings/js packed a package without libcrib.wasm"
    fi
elif grep -q '^libcrib: not packed here, .*make npm builds the wasm' "$log" &&
    [ -z "$(ls "$tmp/here")" ]; then
    result 0 "npm pack in bindings/js, which has no libcrib.wasm, is refused, naming make npm"
else
    result 1 "npm pack in bindings/js, which has no libcrib.wasm, is refused, naming make npm"
fi

# 2. Installed from the file into a fresh project, with no registry.
project="$tmp/project"
mkdir "$project"
printf '{ "name": "consumer", "private": true, "type": "module" }\n' >"$project/package.json"
if (cd "$project" && npm install --offline --no-audit --no-fund --ignore-scripts "$tgz") >"$log" 2>&1; then
    result 0 "npm install --offline of the tarball into a fresh project"
else
    result 1 "npm install --offline of the tarball into a fresh project"
    tap_end
    exit
fi
cat >"$project/score.mjs" <<'JS'
import { load } from 'libcrib';
const crib = await load();
console.log(crib.score('5h 5d 5c Js', '5s').total, crib.version());
JS
if (cd "$project" && node score.mjs) >"$log" 2>&1 && [ "$(cat "$log")" = "29 $version" ]; then
    result 0 "import { load } from 'libcrib'; await load() with no path scores 5h 5d 5c Js 5s as 29"
else
    result 1 "import { load } from 'libcrib'; await load() with no path scores 5h 5d 5c Js 5s as 29"
fi

# A new user's project, as `npm init -y` makes it: index.js is CommonJS, where import
# fails, and require('libcrib') must work, giving the ES module's classes, not copies.
cjs="$tmp/cjs"
mkdir "$cjs"
if (cd "$cjs" && npm init -y && npm install --offline --no-audit --no-fund --ignore-scripts "$tgz") \
    >"$log" 2>&1; then
    result 0 "npm init -y, then npm install --offline of the tarball"
else
    result 1 "npm init -y, then npm install --offline of the tarball"
    tap_end
    exit
fi
cat >"$cjs/index.js" <<'JS'
const { load } = require('libcrib');
load().then(async (crib) => {
  const { CribError } = await import('libcrib');
  let refused = 'not refused';
  try {
    crib.parseCard('5x');
  } catch (e) {
    refused = e instanceof CribError ? `CribError ${e.code}: ${e.message}` : `another class: ${e}`;
  }
  console.log(crib.score('5h 5d 5c Js', '5s').total, crib.version(), refused);
});
JS
if (cd "$cjs" && node index.js) >"$log" 2>&1 &&
    [ "$(cat "$log")" = "29 $version CribError -6: '5x' is not a card (a rank A 2-10 T J Q K and a suit c d h s)" ]; then
    result 0 "require('libcrib') in an npm init -y project's index.js: load() scores 29, and throws the module's CribError"
else
    result 1 "require('libcrib') in an npm init -y project's index.js: load() scores 29, and throws the module's CribError"
fi

# The JavaScript examples of the README and the manual, as a reader copies them: each
# block that imports starts an ES module, and the blocks after it go on in it; below,
# tsc --strict must accept them as TypeScript, and node must run them. A block that
# starts with require() is CommonJS, for the index.js of an npm init -y project: node
# runs it there now (tsc, with no @types/node, would not know require).
mkdir "$project/docs" "$cjs/docs"
for doc in README.md docs/javascript.md bindings/js/README.md; do
    awk -v prefix="$(echo "$doc" | tr '/.' '__')" -v esm="$project/docs" -v cjs="$cjs/docs" '
        /^```js$/ { inside = 1; first = 1; next }
        /^```/ && inside { inside = 0; next }
        inside && first {
            first = 0
            if ($0 ~ /= require\(/) { out = cjs "/" prefix "-" ++n ".js" }
            else {
                if ($0 ~ /^import / || module == "") module = esm "/" prefix "-" ++n ".mts"
                out = module
            }
        }
        inside { print > out }' "$root/$doc"
done
: >"$log"
for example in $(cd "$cjs" && ls docs/*.js 2>/dev/null); do
    cp "$cjs/$example" "$cjs/index.js"
    (cd "$cjs" && node index.js) >>"$log" 2>&1 || echo "$example failed" >>"$log"
done
if [ -z "$(ls "$cjs/docs")" ]; then
    echo "no CommonJS example (a js block starting with require()) in the docs" >"$log"
    result 1 "node runs the CommonJS examples of the README and docs as an npm init -y project's index.js"
elif grep -q 'failed$' "$log"; then
    result 1 "node runs the CommonJS examples of the README and docs as an npm init -y project's index.js"
else
    result 0 "node runs the $(ls "$cjs/docs" | wc -l) CommonJS examples of the README and docs as an npm init -y project's index.js"
fi

# 3. The declarations, with tsc --strict.
cache=${LIBCRIB_TS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/libcrib/typescript}
tsc="$cache/node_modules/typescript/bin/tsc"
if [ ! -f "$tsc" ]; then
    { mkdir -p "$cache" &&
        npm install --prefix "$cache" --no-audit --no-fund --no-save --silent \
            --fetch-retries=0 --fetch-timeout=20000 typescript@5; } >"$log" 2>&1
fi
if [ ! -f "$tsc" ]; then
    echo "# skip: typescript could not be installed into $cache (no npm registry?);" \
        "the declarations are not checked"
else
    cp "$root/test/npm/consumer.mts" "$root/test/npm/consumer.cts" "$root/test/npm/misuse.mts" "$project/"
    check_ts() {
        (cd "$project" && node "$tsc" --strict --noEmit --target es2022 --module nodenext \
            --moduleResolution nodenext "$@")
    }
    if check_ts consumer.mts >"$log" 2>&1; then
        result 0 "tsc --strict --noEmit accepts a consumer of the whole API ($(node "$tsc" --version))"
    else
        result 1 "tsc --strict --noEmit accepts a consumer of the whole API"
    fi
    if check_ts consumer.cts >"$log" 2>&1; then
        result 0 "tsc --strict --noEmit accepts a CommonJS consumer (libcrib.d.cts)"
    else
        result 1 "tsc --strict --noEmit accepts a CommonJS consumer (libcrib.d.cts)"
    fi
    examples=$(cd "$project" && ls docs/*.mts)
    if check_ts $examples >"$log" 2>&1; then
        result 0 "tsc --strict accepts the JavaScript examples of the README and docs ($(echo $examples | wc -w) modules)"
    else
        result 1 "tsc --strict accepts the JavaScript examples of the README and docs"
    fi
    : >"$log"
    for example in $examples; do
        cp "$project/$example" "$project/${example%.mts}.mjs"
        (cd "$project" && node "${example%.mts}.mjs") >>"$log" 2>&1 || echo "$example failed" >>"$log"
    done
    if grep -q 'failed$' "$log"; then
        result 1 "node runs the JavaScript examples of the README and docs"
    else
        result 0 "node runs the JavaScript examples of the README and docs"
    fi
    check_ts misuse.mts >"$log" 2>&1
    refused=$(sed -n 's/^misuse\.mts(\([0-9]*\),.*/\1/p' "$log" | sort -un | tr '\n' ' ')
    marked=$(grep -n '// error:' "$root/test/npm/misuse.mts" | cut -d: -f1 | tr '\n' ' ')
    if [ -n "$marked" ] && [ "$refused" = "$marked" ]; then
        result 0 "tsc --strict refuses each of $(echo $marked | wc -w) misuses, on the lines marked"
    else
        echo "refused lines: $refused; marked: $marked" >>"$log"
        result 1 "tsc --strict refuses each misuse, on the lines marked"
    fi
fi

# 4. A page in headless Chromium.
chromium=""
for c in chromium chromium-browser google-chrome; do
    command -v "$c" >/dev/null 2>&1 && chromium=$c && break
done
if [ -z "$chromium" ]; then
    echo "# skip: chromium not found (Debian: apt-get install chromium); the page test did not run"
else
    cp "$root/test/npm/page.html" "$project/"
    node "$root/test/npm/serve.mjs" "$project" >"$tmp/port" 2>"$tmp/server.log" &
    server=$!
    i=0
    while [ ! -s "$tmp/port" ] && [ $i -lt 50 ]; do
        sleep 0.1
        i=$((i + 1))
    done
    url="http://127.0.0.1:$(cat "$tmp/port")/page.html"
    # Waited for in real time by the web page's driver: --virtual-time-budget can deem the
    # page ready while its wasm still compiles on a loaded machine.
    timeout 90 node "$root/test/web/drive.mjs" "$chromium" "$url" "$tmp/dom" >"$log" 2>&1
    if grep -q '<p id="score">score 29: fifteen 2, .* his nob is 29</p>' "$tmp/dom"; then
        result 0 "headless $chromium shows the page's score, 29, from the installed package"
    else
        { echo "the page:"; cat "$tmp/dom"; } >>"$log"
        result 1 "headless $chromium shows the page's score, 29, from the installed package"
    fi
fi
tap_end
exit
