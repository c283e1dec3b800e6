// SPDX-License-Identifier: MIT
// Headless Chromium driven over the DevTools protocol on --remote-debugging-pipe (file
// descriptors 3 and 4), so that nothing listens on a port: what test/web/drive.mjs (one page
// after another) and test/web/friend.mjs (several pages at once) share.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts Chromium with a fresh profile and the given extra flags; returns send(method,
 * params, sessionId), a promise of the protocol's result, and run(name, limitMs, work),
 * which runs work(), kills Chromium if it has not ended within limitMs, closes it, removes
 * the profile and exits with 0 when work() resolved true, else 1.
 */
export function launch(chromium, { name, width = 1280, height = 800, flags = [] }) {
  const profile = mkdtempSync(join(tmpdir(), `libcrib-${name}-`));
  const browser = spawn(chromium, ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run',
    '--disable-extensions', '--disable-background-networking', '--disable-sync', '--hide-scrollbars',
    ...flags, `--user-data-dir=${profile}`, `--window-size=${width},${height}`,
    '--remote-debugging-pipe', 'about:blank'],
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

  async function run(limitMs, work) {
    const timer = setTimeout(() => {
      console.error(`${name}: Chromium did not answer in time`);
      browser.kill('SIGKILL');
      process.exit(1);
    }, limitMs);
    let status = 1;
    try {
      status = (await work()) ? 0 : 1;
      await send('Browser.close').catch(() => {});
    } catch (err) {
      console.error(`${name}: ${err.message}`);
    }
    clearTimeout(timer);
    await new Promise((resolve) => (browser.exitCode !== null ? resolve() : browser.once('exit', resolve)));
    rmSync(profile, { recursive: true, force: true });
    process.exit(status);
  }

  return { send, run };
}

/**
 * Writes the page's DOM to domFile and, when shots names a prefix, screenshots of what the
 * screen shows (PREFIX-N-screen.png, scrolled as the page left it) and of the whole page
 * (PREFIX-N.png), N the page's number.
 */
export async function saveDom(send, sessionId, domFile, shots, n) {
  const { result } = await send('Runtime.evaluate',
    { expression: 'document.documentElement.outerHTML', returnByValue: true }, sessionId);
  writeFileSync(domFile, result.value);
  if (!shots) return;
  const view = await send('Page.captureScreenshot', { format: 'png' }, sessionId);
  writeFileSync(`${shots}-${n}-screen.png`, Buffer.from(view.data, 'base64'));
  const { data } = await send('Page.captureScreenshot', { format: 'png', captureBeyondViewport: true }, sessionId);
  writeFileSync(`${shots}-${n}.png`, Buffer.from(data, 'base64'));
}
