// SPDX-License-Identifier: MIT
// A static file server for the page tests of test/npm.sh and test/web.sh: serves the folder
// given on 127.0.0.1, on a free port that it prints, and stops by itself after a minute at most
// (or after the seconds given second: node serve.mjs FOLDER [SECONDS]).
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const root = normalize(process.argv[2] ?? '.');
const types = { '.html': 'text/html', '.css': 'text/css', '.mjs': 'text/javascript', '.js': 'text/javascript',
  '.wasm': 'application/wasm' };

const server = createServer(async (request, response) => {
  const path = normalize(join(root, decodeURIComponent(new URL(request.url, 'http://x').pathname)));
  if (path !== root && !path.startsWith(root.endsWith(sep) ? root : root + sep)) {
    response.writeHead(403).end();
    return;
  }
  try {
    const body = await readFile(path);
    response.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }).end(body);
  } catch {
    response.writeHead(404).end();
  }
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
setTimeout(() => process.exit(0), 1000 * Number(process.argv[3] ?? 60)).unref();
