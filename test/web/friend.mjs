// SPDX-License-Identifier: MIT
// test/server_web.sh's driver: opens pages in headless Chromium all at once, each in a
// browser context of its own (its own storage, as two people's browsers), each at its own
// size, and waits, in real time, until each has written <pre id="selftest"> (or its load
// failed), then writes each page's DOM to a file, and screenshots when asked. It speaks the
// DevTools protocol over --remote-debugging-pipe as drive.mjs does, so that nothing listens
// on a port.
//   node friend.mjs CHROMIUM [--shots PREFIX] [--seconds S] URL DOM-FILE SIZE [URL DOM-FILE SIZE]...
// SIZE is desktop (1280x800) or phone (390x844, a phone's touch and meta viewport).
// --shots PREFIX writes PREFIX-1.png... of each whole page and PREFIX-1-screen.png... of
// what its screen shows. --seconds: how long a page may take (default 60). Exits 0 when
// every self-test finished, 1 when one did not.
import { launch, saveDom, sleep } from './cdp.mjs';

const args = process.argv.slice(2);
const chromium = args.shift();
let shots = null;
let seconds = 60;
while (args[0]?.startsWith('--')) {
  const flag = args.shift();
  if (flag === '--shots') shots = args.shift();
  else if (flag === '--seconds') seconds = Number(args.shift());
  else throw new Error(`friend.mjs: unknown option ${flag}`);
}
const SIZES = { desktop: { width: 1280, height: 800, mobile: false }, phone: { width: 390, height: 844, mobile: true } };
const pages = [];
while (args.length >= 3) {
  const [url, domFile, size] = args.splice(0, 3);
  if (!SIZES[size]) throw new Error(`friend.mjs: size ${size} is not desktop or phone`);
  pages.push({ url, domFile, ...SIZES[size] });
}

const { send, run: runAll } = launch(chromium, { name: 'friend.mjs', flags: [
  '--disable-background-timer-throttling', '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows'] });

// One page: opened in its own context, waited for, its DOM (and screenshots) written.
async function run({ url, domFile, width, height, mobile }, i) {
  const { browserContextId } = await send('Target.createBrowserContext', { disposeOnDetach: true });
  // The page's Copy buttons may write to the clipboard, as a person's browser lets them.
  await send('Browser.grantPermissions', { origin: new URL(url).origin, browserContextId,
    permissions: ['clipboardReadWrite', 'clipboardSanitizedWrite'] });
  const { targetId } = await send('Target.createTarget', { url: 'about:blank', browserContextId, newWindow: true });
  const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
  await send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile }, sessionId);
  if (mobile) await send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 }, sessionId);
  // Each page as if it had the focus, as each would on its own person's screen.
  await send('Emulation.setFocusEmulationEnabled', { enabled: true }, sessionId);
  const evaluate = async (expression) =>
    (await send('Runtime.evaluate', { expression, returnByValue: true }, sessionId)).result.value;
  await send('Page.navigate', { url }, sessionId);
  let done = false;
  for (const start = Date.now(); Date.now() - start < seconds * 1000; await sleep(200)) {
    done = await evaluate(`Boolean(document.getElementById('selftest') ||
      document.getElementById('status')?.classList.contains('error'))`).catch(() => false);
    if (done) break;
  }
  await saveDom(send, sessionId, domFile, shots, i + 1);
  if (!done) console.error(`friend.mjs: ${url}: the self-test did not finish in ${seconds} s`);
  return done;
}

await runAll((seconds + 30) * 1000, async () => (await Promise.all(pages.map(run))).every(Boolean));
