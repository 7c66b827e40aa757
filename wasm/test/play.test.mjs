// Playing through the real UI: title → setup → several turns of the person
// with a flick of the wheel, a choice at a fork and the keyboard, on a
// desktop (mouse, 1280×720) and a phone (touch, 390×844 at 2×); then the
// desktop game is reloaded partway and continued from the title. The hook
// says what is pending and where the controls are; it never changes the
// game. At the end the browser's replay is replayed natively, which checks
// that the browser's final state hash is the native one.
import test from "node:test";
import assert from "node:assert/strict";
import { launch, startServer, waitForGame, waitFor, desktop, phone, initScript, shot } from "./lib.mjs";
import { mouse, finger, seedSettings, startGame, playTurns, settled, verifyNatively, look, reloadAndContinue, oneMove } from "./play.mjs";

let srv, browser;
test.before(async () => { srv = await startServer(); browser = await launch(); });
test.after(async () => { await browser?.close(); srv?.close(); });

// Animations at 4× (they still play: the wheel turns, the cars drive), and
// no side bets asked of the person.
const settings = { sound: true, volume: 0.8, animSpeed: 2, askSideBets: false };

async function open(device, name) {
  const ctx = await browser.newContext(device);
  await seedSettings(ctx, settings);
  await ctx.addInitScript(initScript);
  const page = await ctx.newPage();
  page.errors = [];
  page.on("console", (m) => { if (m.type() === "error") page.errors.push(m.text()); });
  page.on("pageerror", (e) => page.errors.push(String(e)));
  await page.goto(srv.url + "/");
  await waitForGame(page);
  await page.evaluate(() => window.wheeloffate.controls()); // start recording the drawn controls
  await page.waitForTimeout(200);
  await shot(page, `${name}-title`);
  return page;
}

async function play(t, { device, input, ruleset, seats, name, reload }) {
  const page = await open(device, name);
  try {
    await startGame(page, input, ruleset, seats);
    const first = (await look(page)).s;
    assert.equal(first.ruleset, ruleset);
    assert.equal(first.seats, seats);
    assert.equal(first.valid, true, first.problem);
    await shot(page, `${name}-board`);
    const log = await playTurns(page, input, { turns: 3, shots: name });
    t.diagnostic(`${name}: ${log.spins.length} spins in ${log.spunTurns} turns (${log.spins.map((s) => s.how)}), forks ${log.forks.map((f) => f.how)}, other ${log.other.map((o) => `${o.kind}:${o.how}`)}, flick ${log.flicks.map((f) => f.toFixed(1))} rad/s`);
    assert.ok(log.spunTurns >= 3, `the person spun in ${log.spunTurns} turns`);
    assert.ok(log.flicks.length >= 1 && log.flicks[0] > 2 && log.flicks[0] !== 15, `a flick spun the wheel (not a tap: 15 rad/s): ${log.flicks}`);
    assert.ok(log.forks.length >= 1, "a way was chosen at a fork");
    assert.ok(log.keys.includes("Space"), "a spin by the keyboard");
    const end = await settled(page);
    await shot(page, `${name}-after`);
    assert.ok(end.s.turn > first.turn, `the turn grew: ${first.turn} → ${end.s.turn}`);
    assert.notEqual(end.s.hash, first.hash, "the state hash changed");
    assert.equal(end.s.valid, true, `the engine's invariants hold: ${end.s.problem}`);
    assert.equal(end.parsed.ruleset, ruleset);
    assert.equal(end.parsed.checks.at(-1).hash, end.s.hash, "the replay ends with the state's hash");
    // The same seed and the same actions give the same hash natively.
    const out = verifyNatively(end.replay);
    assert.match(out, new RegExp(`^ok: ${ruleset}, ${seats} players, ${end.s.actions} actions`), out);
    t.diagnostic(`native: ${out}; final hash ${end.s.hash} at turn ${end.s.turn}`);
    if (reload) {
      // Saved games: a reload partway through, then Continue on the title,
      // and the game stands where it stood and plays on.
      const { before, after } = await reloadAndContinue(page, input);
      for (const k of ["ruleset", "seats", "turn", "actions", "hash"]) assert.equal(after[k], before[k], `after Continue, the same ${k}`);
      assert.deepEqual(after.decision, before.decision, "the same decision pending");
      await shot(page, `${name}-continued`);
      const kind = await oneMove(page, input);
      const next = await waitFor(page, (n) => { const s = window.wheeloffate.state(); return s && s.actions > n && s; }, after.actions, `the continued game taking a ${kind}`, 60000);
      assert.notEqual(next.hash, after.hash, "the continued game plays on");
      assert.equal(next.valid, true, next.problem);
      t.diagnostic(`reloaded at turn ${before.turn} (${before.actions} actions, hash ${before.hash}), continued, then a ${kind}: ${next.actions} actions`);
    }
    assert.deepEqual(page.errors, []);
  } catch (e) {
    await shot(page, `${name}-failure`).catch(() => {});
    throw e;
  } finally {
    await page.context().close();
  }
}

test("desktop 1280×720, mouse and keyboard: life, one person and three computers; reload partway and Continue", (t) =>
  play(t, { device: desktop, input: mouse, ruleset: "life", seats: 4, name: "play-desktop", reload: true }));

// The phone plays at 2× device pixels: headless Chromium draws in software,
// where 3× (1170×2532 pixels) runs the game at 3 frames/s and a quarter of
// its speed. The shell test checks the 3× screen itself.
const phone2x = { ...phone, deviceScaleFactor: 2 };

test("phone 390×844 at 2×, touch: life-duel, one person against the computer", (t) =>
  play(t, { device: phone2x, input: finger, ruleset: "life-duel", seats: 2, name: "play-phone" }));
