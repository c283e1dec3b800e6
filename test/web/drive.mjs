// SPDX-License-Identifier: MIT
// test/web.sh's driver: opens a page in headless Chromium and waits, in real time, until
// the page has written <pre id="selftest"> (or its load failed), then writes the page's DOM
// to a file, and a screenshot when asked. It speaks the DevTools protocol over
// --remote-debugging-pipe (file descriptors 3 and 4), so that nothing listens on a port,
// and it waits on the page itself rather than on --virtual-time-budget, which can deem a
// page ready while its wasm still compiles.
//   node drive.mjs CHROMIUM URL DOM-FILE [PNG-FILE [WIDTH HEIGHT]]
// Exits 0 when the self-test finished, 1 when it did not within 40 seconds.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const [chromium, url, domFile, pngFile, width = '1280', height = '1000'] = process.argv.slice(2);
const profile = mkdtempSync(join(tmpdir(), 'libcrib-web-'));
const browser = spawn(chromium, ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run',
  '--disable-extensions', '--disable-background-networking', '--disable-sync', '--hide-scrollbars',
  `--user-data-dir=${profile}`, `--window-size=${width},${height}`, '--remote-debugging-pipe', 'about:blank'],
{ stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] });
const [, , , toBrowser, fromBrowser] = browser.stdio;

// Messages are JSON, each ended by a NUL byte.
let nextId = 1;
const pending = new Map();
let buffered = '';
fromBrowser.on('data', (chunk) => {
  buffered += chunk.toString('utf8');
  let end;
  while ((end = buffered.indexOf('\0')) >= 0) {
    const message = JSON.parse(buffered.slice(0, end));
    buffered = buffered.slice(end + 1);
    const waiter = pending.get(message.id);
    if (!waiter) continue;
    pending.delete(message.id);
    if (message.error) waiter.reject(new Error(`${message.error.message} (${JSON.stringify(message.error)})`));
    else waiter.resolve(message.result);
  }
});

function send(method, params = {}, sessionId = undefined) {
  const id = nextId++;
  toBrowser.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
  return new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const { targetId } = await send('Target.createTarget', { url });
  const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
  const evaluate = async (expression) =>
    (await send('Runtime.evaluate', { expression, returnByValue: true }, sessionId)).result.value;
  let done = false;
  for (const start = Date.now(); Date.now() - start < 40_000; await sleep(100)) {
    done = await evaluate(`Boolean(document.getElementById('selftest') ||
      document.getElementById('status')?.classList.contains('error'))`).catch(() => false);
    if (done) break;
  }
  writeFileSync(domFile, await evaluate('document.documentElement.outerHTML'));
  if (pngFile) {
    const { data } = await send('Page.captureScreenshot', { format: 'png', captureBeyondViewport: true }, sessionId);
    writeFileSync(pngFile, Buffer.from(data, 'base64'));
  }
  return done;
}

const timer = setTimeout(() => {
  console.error('drive.mjs: Chromium did not answer within 60 seconds');
  browser.kill('SIGKILL');
  process.exit(1);
}, 60_000);
let status = 1;
try {
  status = (await main()) ? 0 : 1;
  await send('Browser.close').catch(() => {});
} catch (err) {
  console.error(`drive.mjs: ${err.message}`);
}
clearTimeout(timer);
await new Promise((resolve) => (browser.exitCode !== null ? resolve() : browser.once('exit', resolve)));
rmSync(profile, { recursive: true, force: true });
process.exit(status);
