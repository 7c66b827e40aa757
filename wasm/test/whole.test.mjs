// A whole game of `life` in the browser as a new player meets it, on a
// phone held upright (390×844) and on its side (844×390), by touch: one
// person and three computers, started from the title and the setup, with
// the settings a new player has (side bets offered, animations at 1×) until
// a few side bets have come and gone, then at the fastest speed (Instant,
// chosen in the in-game menu) to keep the run short, to the results screen.
// The test takes only the person's decisions on their own turns. Whenever
// the person has a decision pending on someone else's turn (a side bet, a
// Collect card, an Exemption), it touches nothing and the game must go on by
// itself within a few seconds. At the end the replay, replayed natively,
// shows that every action of the person's on another seat's turn is what
// that decision lapses to (no bet, the card kept, the Exemption used).
import test from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { launch, startServer, waitForGame, initScript, shot, phone, repoDir } from "./lib.mjs";
import { finger, startGame, look, verifyNatively, findControl } from "./play.mjs";

let srv, browser;
test.before(async () => { srv = await startServer(); browser = await launch(); });
test.after(async () => { await browser?.close(); srv?.close(); });

// How many of the person's out-of-turn decisions must have lapsed on
// screen, at 1×, before the test turns the animations to Instant.
const lapsesAt1x = 3;

// How long a decision of the person's on another seat's turn may wait for
// nobody before the game must have gone on by itself.
const lapseLimitMs = 8000;
// How long the game may stand still with nothing asked of the person.
const stallLimitMs = 30000;

// 2× device pixels, as in play.test.mjs: software WebGL at 3× is too slow.
const portrait = { ...phone, deviceScaleFactor: 2 };
const landscape = { ...portrait, viewport: { width: 844, height: 390 } };

// Labels of the buttons that are not a decision's answer.
const notAnswers = new Set(["Follow", "+", "−", "Menu", "Play until my turn"]);
const wayRe = /\((short|long) way\)$/;
const declineRe = /^(No, thanks|Keep it|Not now|No revenge|Pay \$|Keep the )/;

async function open(device) {
  const ctx = await browser.newContext(device); // nothing saved: a new player
  await ctx.addInitScript(initScript);
  const page = await ctx.newPage();
  page.errors = [];
  page.on("console", (m) => {
    if (m.type() === "error" && !/\/favicon\.ico$/.test(m.location().url)) page.errors.push(m.text());
  });
  page.on("pageerror", (e) => page.errors.push(String(e)));
  await page.goto(srv.url + "/");
  await waitForGame(page);
  await page.evaluate(() => window.wheeloffate.controls()); // start recording the drawn controls
  await page.evaluate(() => window.wheeloffate.replay()); // start keeping the replay
  return page;
}

// ownMove takes the person's decision on their own turn by touch: the Spin
// button (or a flick of the wheel) for a spin, the long way at a road or a
// fork, otherwise a "no, thanks" answer or the first answer shown.
async function ownMove(page, s, c) {
  const d = s.decision;
  const btns = c.list.filter((x) => (x.kind === "button" || x.kind === "choice") && !x.disabled && !notAnswers.has(x.label));
  if (d.kind === "spin") {
    const spin = btns.find((x) => x.kind === "button" && x.label === "Spin");
    if (spin) {
      await finger.tap(page, spin);
      return "Spin";
    }
    const wheel = c.list.find((x) => x.kind === "wheel");
    assert.ok(wheel, `a Spin button or the wheel for a spin: ${c.list.map((x) => `${x.kind}:${x.label}`)}`);
    await finger.flick(page, wheel);
    return "flick";
  }
  const b = btns.filter((x) => wayRe.test(x.label)).at(-1) ||
    btns.find((x) => declineRe.test(x.label)) ||
    btns.find((x) => x.kind === "button") || btns[0];
  assert.ok(b, `an answer to a ${d.kind} decision on screen: ${c.list.map((x) => `${x.kind}:${x.label}`)}`);
  await finger.tap(page, b);
  return b.label;
}

// toInstant opens the in-game menu by touch, picks the Instant speed and
// resumes the game.
async function toInstant(page) {
  await finger.tap(page, await findControl(page, (c) => c.kind === "button" && c.label === "Menu", "the board's menu button"));
  await finger.tap(page, await findControl(page, (c) => c.kind === "choice" && c.label === "Instant", "the menu's Instant speed"));
  await finger.tap(page, await findControl(page, (c) => c.kind === "button" && c.label === "Resume", "the menu's Resume"));
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem("wheeloffate.settings") || "{}"));
  assert.equal(saved.animSpeed, 3, `the Instant speed is saved: ${JSON.stringify(saved)}`);
  assert.equal(saved.askSideBets, true, "side bets are still offered");
}

// decisions replays the browser's replay natively and lists every action
// with the seat whose turn it was, the decision it answered and whether it
// is what that decision lapses to (wasm/cmd/decisions).
function decisions(replayText) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "wheeloffate-whole-"));
  const file = path.join(dir, "whole.replay.json");
  writeFileSync(file, replayText);
  try {
    const out = execFileSync("go", ["run", "./wasm/cmd/decisions", file], { cwd: repoDir, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
    return out.trim().split("\n").map((l) => JSON.parse(l));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// count tallies actions by decision.
const count = (list) => list.reduce((n, a) => ({ ...n, [a.decision]: (n[a.decision] || 0) + 1 }), {});

async function wholeGame(t, device, name) {
  const t0 = Date.now();
  const page = await open(device);
  const seen = { own: {}, outOfTurn: {}, lapses: 0, longestLapseMs: 0 };
  try {
    await startGame(page, finger, "life", 4);
    const first = (await look(page)).s;
    assert.equal(first.ruleset, "life");
    assert.equal(first.seats, 4);
    let boardShot = false, betShot = false, missed = 0, instantAt = null;
    let lastActions = -1, lastChange = Date.now();
    let waiting = null; // the person's out-of-turn decision being left alone
    for (;;) {
      const { s, c } = await look(page);
      if (s.scene === "results") break;
      assert.equal(s.valid, true, `the engine's invariants hold: ${s.problem}`);
      const now = Date.now();
      if (s.actions !== lastActions) lastActions = s.actions, lastChange = now;
      const d = s.decision;
      const mine = d && d.person && d.seat === 0;
      const own = mine && d.seat === s.active;
      // A decision of the person's on another seat's turn that is gone
      // (or another one) went by itself.
      const key = mine && !own ? `${d.kind}@${s.actions}` : null;
      if (waiting && waiting.key !== key) {
        seen.lapses++;
        seen.longestLapseMs = Math.max(seen.longestLapseMs, now - waiting.since);
        waiting = null;
      }
      if (own) {
        if (!d.offered) {
          assert.ok(now - lastChange < stallLimitMs, `the person's ${d.kind} was never offered: ${JSON.stringify(s)}`);
          await page.waitForTimeout(50);
          continue;
        }
        if (instantAt === null && seen.lapses >= lapsesAt1x) {
          await toInstant(page);
          instantAt = { turn: s.turn, secs: ((Date.now() - t0) / 1000).toFixed(0) };
          continue;
        }
        if (!boardShot && s.turn >= 24) { // midway: a few careers, cards and loans
          boardShot = true;
          await shot(page, `${name}-board`);
        }
        const how = await ownMove(page, s, c);
        seen.own[d.kind] = (seen.own[d.kind] || 0) + 1;
        // The game takes the answer. A press that fell between ticks, or
        // opened a sub-choice, leaves the decision offered: the loop answers
        // again, a few times at most.
        const taken = await page.waitForFunction((n) => window.wheeloffate.state().actions > n,
          s.actions, { polling: 30, timeout: 5000 }).then(() => true, () => false);
        missed = taken ? 0 : missed + 1;
        assert.ok(missed <= 3, `the game did not take ${how} for a ${d.kind}, ${missed} times`);
        continue;
      }
      if (mine) {
        // Not the person's turn: leave it, and the game goes on by itself.
        if (!waiting) {
          waiting = { key, since: now };
          seen.outOfTurn[d.kind] = (seen.outOfTurn[d.kind] || 0) + 1;
        }
        if (d.kind === "bet" && d.offered && !betShot) {
          betShot = true;
          await shot(page, `${name}-bet`);
        }
        assert.ok(now - waiting.since < lapseLimitMs,
          `the person's ${d.kind} on seat ${s.active}'s turn waited ${now - waiting.since} ms for an answer (offered: ${d.offered}); ` +
          `drawn: ${c.list.map((x) => `${x.kind}:${x.label}`)}`);
      }
      assert.ok(now - lastChange < stallLimitMs, `nothing happened for ${stallLimitMs} ms: ${JSON.stringify(s)}`);
      await page.waitForTimeout(50);
    }
    if (waiting) seen.lapses++;
    assert.ok(instantAt, `${lapsesAt1x} of the person's decisions out of turn lapsed at 1× (${seen.lapses})`);
    const res = await look(page);
    assert.equal(res.s.over, true, "the game is over on the results screen");
    await page.waitForTimeout(300);
    await shot(page, `${name}-results`);

    // The replay: replayed natively it ends on the browser's final hash,
    // and the person's every action on another seat's turn declined.
    const replayText = await page.evaluate(() => window.wheeloffate.replay());
    const rep = JSON.parse(replayText);
    assert.equal(rep.over, true, "the replay is of the whole game");
    const out = verifyNatively(replayText);
    assert.match(out, /^ok: life, 4 players, \d+ actions, .* finished game$/, out);
    const list = decisions(replayText);
    assert.equal(list.length, rep.actions.length);
    const outOfTurn = list.filter((a) => a.seat === 0 && a.active !== 0);
    for (const a of outOfTurn) {
      assert.ok(a.lapse, `the person's ${a.decision} on seat ${a.active}'s turn (action ${a.at}) was answered, not left to lapse: ${JSON.stringify(a)}`);
    }
    const secs = ((Date.now() - t0) / 1000).toFixed(0);
    t.diagnostic(`${name}: ${res.s.turn} turns, ${rep.actions.length} actions in ${secs} s (Instant from turn ${instantAt.turn}, at ${instantAt.secs} s); own decisions ${JSON.stringify(seen.own)}; ` +
      `out of turn seen ${JSON.stringify(seen.outOfTurn)} (${seen.lapses} gone by themselves), in the replay ${outOfTurn.length} (all lapses: ${JSON.stringify(count(outOfTurn))}), ` +
      `longest wait ${seen.longestLapseMs} ms; ${out}`);
    assert.deepEqual(page.errors, []);
  } catch (e) {
    await shot(page, `${name}-failure`).catch(() => {});
    throw e;
  } finally {
    await page.context().close();
  }
}

test("phone 390×844, touch: a whole game of life against three computers, side bets left alone", (t) =>
  wholeGame(t, portrait, "whole-portrait"));

test("phone 844×390 on its side, touch: a whole game of life against three computers, side bets left alone", (t) =>
  wholeGame(t, landscape, "whole-landscape"));
