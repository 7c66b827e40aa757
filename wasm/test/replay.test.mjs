// The browser steps of saving and sharing games: reload the page partway
// through a game and continue it from the title; open a share link
// (#replay=…) made by the command line (`wheeloffate replay link`) and see
// the viewer on that game; a damaged link leaves the title with a notice.
// Everything is read through the read-only hook (window.wheeloffate).
import test from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { launch, startServer, waitFor, desktop, initScript, shot, repoDir } from "./lib.mjs";
import { mouse, key, look, seedSettings, startGame, findControl } from "./play.mjs";

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

// offered waits until the person must decide on the board.
function offered(page, what, timeout = 60000) {
  return waitFor(page, () => {
    const s = window.wheeloffate.state();
    return s && s.scene === "board" && s.decision && s.decision.person && s.decision.offered && s;
  }, null, what, timeout);
}

// oneMove takes the person's pending decision: the Spin button (or Space) for a spin, the first
// way at a road or fork, otherwise a "no, thanks" button or the first one.
async function oneMove(page) {
  const { s, c } = await look(page);
  const d = s.decision;
  const btns = c.list.filter((x) => (x.kind === "button" || x.kind === "choice") && !x.disabled);
  const spin = btns.find((x) => x.kind === "button" && x.label === "Spin");
  if (d.kind === "spin" && !spin) {
    await key(page, "Space");
  } else if (d.kind === "spin") {
    await mouse.tap(page, spin);
  } else {
    const b = btns.find((x) => /\((short|long) way\)$/.test(x.label)) ||
      btns.find((x) => /^(No bet|Done betting|No, thanks|Keep it|Not now|No revenge|Pay \$|Keep the )/.test(x.label)) ||
      btns.find((x) => x.kind === "button" && !["Follow", "+", "−"].includes(x.label));
    assert.ok(b, `a button for a ${d.kind} decision: ${c.list.map((x) => x.label)}`);
    await mouse.tap(page, b);
  }
  return d.kind;
}

test("desktop 1280×720: reload partway through a life game, Continue, and it plays on", async (t) => {
  const page = await newPage(desktop);
  try {
    await page.goto(srv.url + "/");
    await waitForGame(page);
    assert.equal((await hook(page)).scene, "title");
    await startGame(page, mouse, "life", 4);
    // A few actions: the person's first two decisions (spins by the
    // keyboard, the rest pressed), with the computers' moves in between.
    let before;
    for (let moves = 0; ; moves++) {
      before = await offered(page, "the person's decision", 120000);
      if (moves >= 2 && before.actions >= 3) break;
      const kind = await oneMove(page);
      await waitFor(page, (n) => window.wheeloffate.state().actions > n, before.actions, `the game taking a ${kind}`, 60000);
    }
    assert.ok(before.actions >= 3, `a few actions applied: ${before.actions}`);
    assert.equal(before.valid, true, before.problem);
    t.diagnostic(`before reload: turn ${before.turn}, ${before.actions} actions, hash ${before.hash}, ${before.decision.kind} pending`);

    await page.reload();
    await waitForGame(page);
    const title = await waitFor(page, () => { const s = window.wheeloffate.state(); return s && s.scene === "title" && s; }, null, "the title after the reload");
    assert.equal(title.ruleset, undefined, "a fresh page: no game published yet");
    const cont = await findControl(page, (c) => c.kind === "button" && c.label === "Continue", "the title's Continue");
    await mouse.tap(page, cont);
    const after = await offered(page, "the continued game", 120000);
    t.diagnostic(`continued: turn ${after.turn}, ${after.actions} actions, hash ${after.hash}, ${after.decision.kind} pending`);
    assert.equal(after.ruleset, "life");
    assert.equal(after.seats, 4);
    assert.equal(after.turn, before.turn, "same turn");
    assert.equal(after.hash, before.hash, "same state hash");
    assert.equal(after.actions, before.actions, "same number of actions");
    assert.deepEqual(after.decision, before.decision, "the same decision pending");
    assert.equal(after.valid, true, after.problem);
    await shot(page, "replay-continued");

    // It plays on: one more move is taken and the state moves.
    const kind = await oneMove(page);
    const next = await waitFor(page, (n) => { const s = window.wheeloffate.state(); return s && s.actions > n && s; }, after.actions, `the continued game taking a ${kind}`, 60000);
    assert.notEqual(next.hash, after.hash, "the state hash changed");
    assert.equal(next.valid, true, next.problem);
    t.diagnostic(`played on: ${kind}, now ${next.actions} actions, hash ${next.hash}`);
    assert.deepEqual(page.errors, []);
  } catch (e) {
    await shot(page, "replay-continue-failure").catch(() => {});
    throw e;
  } finally {
    await page.context().close();
  }
});

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

test("a share link opens the viewer on its game; a damaged one leaves the title with a notice", async (t) => {
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

  // Damaged links: characters flipped inside the data, and a character that
  // is not base64url. Each leaves the title, says why, and raises nothing.
  const body = frag.slice("#replay=".length);
  const mid = Math.floor(body.length / 2);
  const flip = (ch) => (/[a-z]/.test(ch) ? ch.toUpperCase() : /[A-Z]/.test(ch) ? ch.toLowerCase() : "A");
  const flipped = body.slice(0, mid) + [...body.slice(mid, mid + 8)].map(flip).join("") + body.slice(mid + 8);
  assert.notEqual(flipped, body);
  for (const [name, bad] of [["flipped", "#replay=" + flipped], ["not-base64", "#replay=" + body.slice(0, mid) + "!*" + body.slice(mid)]]) {
    const p = await newPage(desktop);
    try {
      await p.goto(srv.url + "/" + bad);
      await waitForGame(p);
      // The notice shows for 3 s from the first frame.
      const s = await waitFor(p, () => { const s = window.wheeloffate.state(); return s && s.toast && s; }, null, `the notice of the ${name} link`, 90000);
      assert.equal(s.scene, "title", `${name}: the page stays on the title`);
      assert.match(s.toast, /^This link's replay cannot be shown: \S/, s.toast);
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
