// SPDX-License-Identifier: MIT
// test/web.sh's driver: opens pages in headless Chromium, one after another in the same tab
// (so that the second sees what the first kept in localStorage), and waits, in real time,
// until each has written <pre id="selftest"> (or its load failed), then writes the page's
// DOM to a file, and a screenshot when asked. It speaks the DevTools protocol over
// --remote-debugging-pipe (file descriptors 3 and 4), so that nothing listens on a port,
// and it waits on the page itself rather than on --virtual-time-budget, which can deem a
// page ready while its wasm still compiles.
//   node drive.mjs CHROMIUM [--size WxH] [--mobile] [--shots PREFIX] URL DOM-FILE [URL DOM-FILE]...
// --size sets the viewport (default 1280x1000); --mobile emulates a phone's: touch, the
// meta viewport honoured. --shots PREFIX writes PREFIX-1.png, PREFIX-2.png... of each whole
// page, and PREFIX-1-screen.png... of what the screen shows.
// Exits 0 when every self-test finished, 1 when one did not within 40 seconds.
import { launch, saveDom, sleep } from './cdp.mjs';

const args = process.argv.slice(2);
const chromium = args.shift();
let size = '1280x1000';
let mobile = false;
let shots = null;
while (args[0]?.startsWith('--')) {
  const flag = args.shift();
  if (flag === '--size') size = args.shift();
  else if (flag === '--mobile') mobile = true;
  else if (flag === '--shots') shots = args.shift();
  else throw new Error(`drive.mjs: unknown option ${flag}`);
}
const pages = [];
while (args.length >= 2) pages.push({ url: args.shift(), domFile: args.shift() });
const [width, height] = size.split('x').map(Number);

const { send, run } = launch(chromium, { name: 'drive.mjs', width, height });

async function main() {
  const { targetId } = await send('Target.createTarget', { url: 'about:blank' });
  const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
  await send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile }, sessionId);
  if (mobile) await send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 }, sessionId);
  const evaluate = async (expression) =>
    (await send('Runtime.evaluate', { expression, returnByValue: true }, sessionId)).result.value;
  let all = true;
  for (const [i, { url, domFile }] of pages.entries()) {
    await send('Page.navigate', { url }, sessionId);
    let done = false;
    for (const start = Date.now(); Date.now() - start < 40_000; await sleep(100)) {
      done = await evaluate(`location.href.split("#")[0] === ${JSON.stringify(url)} &&
        Boolean(document.getElementById('selftest') ||
        document.getElementById('status')?.classList.contains('error'))`).catch(() => false);
      if (done) break;
    }
    await saveDom(send, sessionId, domFile, shots, i + 1);
    if (!done) console.error(`drive.mjs: ${url}: the self-test did not finish`);
    all &&= done;
  }
  return all;
}

await run(30_000 + 45_000 * pages.length, main);
