// The browser steps of sharing games: open a share link (#replay=…) made by
// the command line (`wheeloffate replay link`) and see the viewer on that
// game; a damaged link leaves the title with a notice. (Reloading partway
// through a game and continuing it is a step of play.test.mjs; the Go tests
// cover every kind of damaged link, FuzzLink among them.) Everything is
// read through the read-only hook (window.wheeloffate).
import test from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { launch, startServer, waitFor, desktop, initScript, shot, repoDir } from "./lib.mjs";
import { mouse, seedSettings, findControl } from "./play.mjs";

let srv, browser;
test.before(async () => { srv = await startServer(); browser = await launch(); });
test.after(async () => { await browser?.close(); srv?.close(); });

// Animations at 4×, no side bets asked of the person (as in play.test.mjs).
const settings = { sound: true, volume: 0.8, animSpeed: 2, askSideBets: false };

async function newPage(device) {
  const ctx = await browser.newContext(device);
  await seedSettings(ctx, settings);
  await ctx.addInitScript(initScript);
  const page = await ctx.newPage();
  page.errors = [];
  // Chromium asks for /favicon.ico, which the site does not have: that 404
  // is the browser's, not the page's, and is left out.
  page.on("console", (m) => {
    if (m.type() === "error" && !/\/favicon\.ico$/.test(m.location().url)) page.errors.push(m.text());
  });
  page.on("pageerror", (e) => page.errors.push(String(e)));
  return page;
}

// waitForGame as in lib.mjs, with room for a first frame that comes late
// when the machine is busy (software WebGL on shared cores).
const waitForGame = (page) => waitFor(page, () => {
  const h = window.wheeloffate;
  return h && h.frames && h.frames().draws >= 5 && document.querySelector("canvas");
}, null, "the game's first frames", 90000);

const hook = (page) => page.evaluate(() => window.wheeloffate.state());

// A replay made natively, and its link fragment from the command line.
function nativeLink() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "wheeloffate-link-"));
  const file = path.join(dir, "duel.replay.json");
  try {
    const bin = path.join(dir, "wheeloffate");
    execFileSync("go", ["build", "-o", bin, "."], { cwd: repoDir, stdio: ["ignore", "ignore", "inherit"] });
    execFileSync(bin, ["play", "-ruleset", "life-duel", "-players", "2", "-seed", "5", "-record", file], { stdio: ["ignore", "ignore", "inherit"] });
    const frag = execFileSync(bin, ["replay", "link", file], { encoding: "utf8" }).trim();
    return { frag, replay: JSON.parse(readFileSync(file, "utf8")) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test("a share link opens the viewer on its game; a damaged one, or an unreadable seed, leaves the title with a notice", async (t) => {
  const { frag, replay } = nativeLink();
  assert.match(frag, /^#replay=[A-Za-z0-9_-]+$/);
  t.diagnostic(`link fragment: ${frag.length} characters for ${replay.actions.length} actions`);

  const page = await newPage(desktop);
  try {
    await page.goto(srv.url + "/" + frag);
    await waitForGame(page);
    const s = await waitFor(page, () => { const s = window.wheeloffate.state(); return s && s.scene === "replay" && s.ruleset && s; }, null, "the viewer");
    assert.equal(s.ruleset, "life-duel");
    assert.equal(s.toast, "");
    assert.equal(s.turn, 0, "the viewer starts at the beginning");
    await findControl(page, (c) => c.kind === "button" && c.label === "Export", "the viewer's Export", 60000);
    await page.waitForTimeout(300);
    await shot(page, "replay-link-viewer");
    // The end of its timeline is the end of the native game: the state hash
    // the command line recorded after the last action.
    const line = await findControl(page, (c) => c.kind === "slider" && c.label === "timeline", "the viewer's timeline");
    const last = replay.checks.at(-1);
    assert.equal(last.at, replay.actions.length);
    await mouse.tap(page, { x: line.x + line.w - 3, y: line.y, w: 2, h: line.h });
    const end = await waitFor(page, (h) => { const s = window.wheeloffate.state(); return s.hash === h && s; }, last.hash, `the viewer at the end of the game (hash ${last.hash})`, 60000);
    assert.equal(end.scene, "replay");
    assert.equal(end.ruleset, "life-duel");
    t.diagnostic(`viewer: opened at turn 0 (hash ${s.hash}); at the timeline's end turn ${end.turn}, hash ${end.hash} = the native game's last check`);
    await page.waitForTimeout(300);
    await shot(page, "replay-link-viewer-end");
    assert.deepEqual(page.errors, []);
  } catch (e) {
    await shot(page, "replay-link-failure").catch(() => {});
    throw e;
  } finally {
    await page.context().close();
  }

  // A damaged link (characters flipped inside the data) leaves the title,
  // says why, and raises nothing.
  const body = frag.slice("#replay=".length);
  const mid = Math.floor(body.length / 2);
  const flip = (ch) => (/[a-z]/.test(ch) ? ch.toUpperCase() : /[A-Z]/.test(ch) ? ch.toLowerCase() : "A");
  const flipped = body.slice(0, mid) + [...body.slice(mid, mid + 8)].map(flip).join("") + body.slice(mid + 8);
  assert.notEqual(flipped, body);
  // An address's seed that is not a number (?seed=…, as -seed natively) is
  // set aside the same way, and the text is never echoed.
  for (const [name, bad, want] of [
    ["flipped", "#replay=" + flipped, /^This link's replay cannot be shown: \S/],
    ["seed", "?seed=%3Cb%3E12x", /^This address's seed was set aside: want a whole number/],
  ]) {
    const p = await newPage(desktop);
    try {
      await p.goto(srv.url + "/" + bad);
      await waitForGame(p);
      // The notice shows for 3 s from the first frame.
      const s = await waitFor(p, () => { const s = window.wheeloffate.state(); return s && s.toast && s; }, null, `the notice of the ${name} link`, 90000);
      assert.equal(s.scene, "title", `${name}: the page stays on the title`);
      assert.match(s.toast, want, s.toast);
      assert.ok(!s.toast.includes("<b>"), "the address's text is not shown");
      assert.equal(s.ruleset, undefined, `${name}: no game was opened`);
      assert.ok(!s.toast.includes("\n"), "one line");
      t.diagnostic(`${name} link: ${s.toast}`);
      if (name === "flipped") await shot(p, "replay-link-damaged");
      await p.waitForTimeout(300);
      const still = await hook(p);
      assert.equal(still.scene, "title");
      const loader = await p.evaluate(() => window.wheeloffateLoader);
      assert.equal(loader && loader.exitCode, null, "the program is still running");
      assert.deepEqual(p.errors, [], `${name}: no page error or console error`);
    } finally {
      await p.context().close();
    }
  }
});
