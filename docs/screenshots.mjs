// Takes PLAY.md's screenshots of the setter's editor and of a hint on a setter's puzzle, in light and dark
// colours and on a phone, from a running server, with headless Chromium driven over its DevTools protocol
// (Node 20's fetch and its WebSocket behind --experimental-websocket; nothing to install).
//
//   ./nonet serve --port 8765 &
//   node --experimental-websocket docs/screenshots.mjs http://127.0.0.1:8765 ../shared/data/variants/puzzles.json docs
//
// The puzzles are two of the shared setters' puzzles (CC BY 4.0): The Jester by LMDemasi in the editor, and
// October 10, 2023: Killer by clover! for the hint. The pictures are for reading, not checking: the
// browser tests (SetterEditorIT, VariantHintsIT) assert what these show.
import { spawn } from 'child_process';
import fs from 'fs';
import path from 'path';

const [base, puzzlesFile, outDir] = process.argv.slice(2);
if (!base || !puzzlesFile || !outDir) {
  console.error('usage: node --experimental-websocket docs/screenshots.mjs SERVER_URL PUZZLES_JSON OUT_DIR');
  process.exit(2);
}
const puzzles = JSON.parse(fs.readFileSync(puzzlesFile, 'utf8'));
const payloadOf = (title) => {
  const found = puzzles.find((p) => p.title === title);
  if (!found) throw new Error(`no puzzle titled "${title}" in ${puzzlesFile}`);
  return found.puzzle;
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const DESKTOP = { width: 1280, height: 800, mobile: false };
/** The editor's panel runs longer than a laptop's screen: its answers are at the foot. */
const TALL = { width: 1280, height: 1040, mobile: false };
const PHONE = { width: 390, height: 844, mobile: true };

/** The setter's editor with a published puzzle imported, its panel answered. */
const editor = () => [
  `document.getElementById('set').click()`,
  `(() => { const t = document.getElementById('editor-import-text');
     t.value = ${JSON.stringify('https://f-puzzles.com/?load=' + payloadOf('The Jester'))};
     document.getElementById('editor-import').click(); })()`,
  `window.scrollTo(0, 0)`,
];

/** A hint on a killer, pressed three times: where to look, the technique, then the step drawn. */
const hint = () => [
  `document.getElementById('auto').click()`,
  `document.getElementById('hint').click()`,
  `document.getElementById('hint').click()`,
  `document.getElementById('hint').click()`,
  `window.scrollTo(0, 0)`,
];

const shots = [
  ['screenshot-editor-light.png', TALL, false, '/', editor],
  ['screenshot-editor-dark.png', TALL, true, '/', editor],
  ['screenshot-editor-phone.png', PHONE, false, '/', editor],
  ['screenshot-variant-hint-light.png', DESKTOP, false, '/#fpuzzles=' + payloadOf('October 10, 2023: Killer'), hint],
  ['screenshot-variant-hint-dark.png', DESKTOP, true, '/#fpuzzles=' + payloadOf('October 10, 2023: Killer'), hint],
  ['screenshot-variant-hint-phone.png', PHONE, true, '/#fpuzzles=' + payloadOf('October 10, 2023: Killer'), hint],
];

const port = 9400 + Math.floor(Math.random() * 400);
const profile = fs.mkdtempSync('/tmp/nonet-shots-');
const chrome = spawn('chromium', ['--headless=new', '--no-sandbox', `--user-data-dir=${profile}`,
  `--remote-debugging-port=${port}`, 'about:blank'], { stdio: 'ignore' });
try {
  let targets;
  for (let tries = 0; !targets; tries++) {
    try { targets = await (await fetch(`http://127.0.0.1:${port}/json`)).json(); } catch (e) {
      if (tries > 40) throw new Error('Chromium did not start: ' + e.message);
      await sleep(250);
    }
  }
  const socket = new WebSocket(targets.find((t) => t.type === 'page').webSocketDebuggerUrl);
  let id = 0;
  const pending = new Map();
  socket.onmessage = (m) => {
    const reply = JSON.parse(m.data);
    if (pending.has(reply.id)) { pending.get(reply.id)(reply); pending.delete(reply.id); }
  };
  await new Promise((resolve) => { socket.onopen = resolve; });
  const send = (method, params = {}) => new Promise((resolve, reject) => {
    pending.set(++id, (reply) => reply.error ? reject(new Error(`${method}: ${reply.error.message}`)) : resolve(reply.result));
    socket.send(JSON.stringify({ id, method, params }));
  });
  for (const [name, page, dark, address, steps] of shots) {
    await send('Emulation.setDeviceMetricsOverride', { ...page, deviceScaleFactor: 1 });
    await send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-color-scheme', value: dark ? 'dark' : 'light' }] });
    await send('Page.navigate', { url: 'about:blank' });
    await sleep(200);
    await send('Page.navigate', { url: base + address });
    await sleep(2500);
    // Each shot starts from a fresh page: no saved game, draft or theme choice from the one before.
    await send('Runtime.evaluate', { expression: 'localStorage.clear()' });
    await send('Page.reload');
    await sleep(2500);
    for (const step of steps()) {
      const result = await send('Runtime.evaluate', { expression: step });
      if (result.exceptionDetails) throw new Error(`${name}: ${result.exceptionDetails.text} in ${step}`);
      await sleep(1500);
    }
    const shot = await send('Page.captureScreenshot', { format: 'png' });
    fs.writeFileSync(path.join(outDir, name), Buffer.from(shot.data, 'base64'));
    console.log('wrote', path.join(outDir, name));
  }
  socket.close();
} finally {
  const exited = new Promise((resolve) => chrome.on('exit', resolve));
  chrome.kill();
  await exited;
  fs.rmSync(profile, { recursive: true, force: true });
}
