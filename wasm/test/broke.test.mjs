// Go For Broke in the browser on a phone held upright (390×844), by touch:
// one person and three computers, started from the title and the setup,
// with the animations at 4× (they all play; the computers' turns skipped
// with "Play until my turn") and no side bets asked, until
// the person has played a whole Casino visit: the Slot Machine, a number
// picked for Roulette and the wheel spun, the Go For Broke dice. The person
// visits only the Casino (by the prompt's words), never buys a Hotel and
// stops the dice at once. Then the browser's replay, replayed natively,
// ends on the browser's final hash.
import test from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { launch, startServer, shot, phone, repoDir } from "./lib.mjs";
import { finger, startGame, look, verifyNatively, settled, answers, pick, openGame } from "./play.mjs";

let srv, browser;
test.before(async () => { srv = await startServer(); browser = await launch(); });
test.after(async () => { await browser?.close(); srv?.close(); });

// 2× device pixels, as in play.test.mjs: software WebGL at 3× is too slow.
const portrait = { ...phone, deviceScaleFactor: 2 };
const stallLimitMs = 30000;
const seed = 11;

// Animations at 4×, and no side bets asked of the person.
const settings = { sound: true, volume: 0.8, animSpeed: 2, askSideBets: false };



// ownMove answers the person's decision on their own turn by touch and
// says how. A decision may take two touches (a horse, then the bet; a
// number, then the spin): the loop comes back while it is still offered.
async function ownMove(page, s, c) {
  const d = s.decision;
  const btns = answers(c);
  let b = null;
  switch (d.kind) {
    case "roll":
      b = pick(btns, /^Throw/i, /dice/i);
      break;
    case "visit":
      b = /Casino/.test(d.prompt) ? pick(btns, /^Visit/i) : pick(btns, /^(Pass|Go on|No)/i);
      break;
    case "buy":
      b = pick(btns, /^(No|Pass|Don't|Not)/i);
      break;
    case "bet":
      // A card can send the person to the Race Track: the bet button at
      // its stake (a horse is chosen), else a horse first.
      b = pick(btns, /^Bet \$[\d,]+/i, /^Horse 1\b/i, /^1$/);
      break;
    case "roulette": {
      // A number first (17, or any shown), then the spin: a flick of the
      // wheel when it is drawn, else the Spin button.
      const spin = pick(btns, /^Spin/i);
      const wheel = c.list.find((x) => x.kind === "wheel");
      if (spin && s.picked) {
        b = spin;
        break;
      }
      if (wheel && s.picked) {
        await finger.flick(page, wheel);
        return "flick";
      }
      b = pick(btns, /^17$/, /^\d+$/, /^Pick/i);
      if (b) s.picked = true;
      break;
    }
    case "dice":
      b = pick(btns, /^Stop/i);
      break;
  }
  b = b || btns.find((x) => x.kind === "button") || btns[0];
  assert.ok(b, `an answer to a ${d.kind} decision on screen: ${c.list.map((x) => `${x.kind}:${x.label}`)}`);
  await finger.tap(page, b);
  return b.label;
}

// decisions lists the replay's actions natively (wasm/cmd/decisions).
function decisions(replayText) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "wheeloffate-broke-"));
  const file = path.join(dir, "broke.replay.json");
  writeFileSync(file, replayText);
  try {
    const out = execFileSync("go", ["run", "./wasm/cmd/decisions", file], { cwd: repoDir, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
    return out.trim().split("\n").map((l) => JSON.parse(l));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test("phone 390×844, touch: Go For Broke against three computers, through a Casino visit, hash checked natively", async (t) => {
  const t0 = Date.now();
  // A fixed seed (?seed=): the same dice and cards on every run.
  const page = await openGame(browser, srv.url + "/?seed=" + seed, portrait, settings);
  const name = "broke-portrait";
  const own = {};
  const shots = new Set();
  try {
    await startGame(page, finger, "broke", 4);
    const first = (await look(page)).s;
    assert.equal(first.ruleset, "broke");
    assert.equal(first.seats, 4);
    let roulette = 0, skips = 0, missed = 0, lastActions = -1, lastChange = Date.now();
    const pending = {};
    for (;;) {
      const { s, c } = await look(page);
      assert.notEqual(s.scene, "results", "the game ended before the person's Casino visit");
      assert.equal(s.valid, true, `the engine's invariants hold: ${s.problem}`);
      const now = Date.now();
      if (s.actions !== lastActions) lastActions = s.actions, lastChange = now;
      assert.ok(now - lastChange < stallLimitMs, `nothing happened for ${stallLimitMs} ms: ${JSON.stringify(s)}`);
      const d = s.decision;
      const mine = d && d.person && d.seat === 0 && d.seat === s.active;
      if (!mine || !d.offered) {
        // The computers' turns: "Play until my turn", as a player in a
        // hurry does (it plays them at once).
        const skip = c.list.find((x) => x.kind === "button" && x.label === "Play until my turn" && !x.disabled);
        if (skip && !mine) {
          await finger.tap(page, skip);
          skips++;
        } else await page.waitForTimeout(50);
        continue;
      }
      if (roulette > 0 && d.kind === "roll") break; // the visit is over
      if (!shots.has(d.kind)) {
        shots.add(d.kind);
        await shot(page, `${name}-${d.kind}`);
      }
      const key = `${d.kind}@${s.actions}`;
      s.picked = pending[key];
      const how = await ownMove(page, s, c);
      pending[key] = s.picked;
      own[d.kind] = (own[d.kind] || 0) + 1;
      const taken = await page.waitForFunction((n) => window.wheeloffate.state().actions > n,
        s.actions, { polling: 30, timeout: 5000 }).then(() => true, () => false);
      if (taken && d.kind === "roulette") {
        roulette++;
        await page.waitForTimeout(600);
        await shot(page, `${name}-roulette-spun`);
      }
      if (!taken && d.kind === "roulette" && s.picked) continue; // the number is picked: now the spin
      missed = taken ? 0 : missed + 1;
      assert.ok(missed <= 3, `the game did not take ${how} for a ${d.kind}, ${missed} times`);
    }
    const end = await settled(page);
    await shot(page, `${name}-after-casino`);
    assert.equal(end.s.valid, true, end.s.problem);
    assert.equal(end.parsed.checks.at(-1).hash, end.s.hash, "the replay ends with the state's hash");
    const out = verifyNatively(end.replay);
    assert.match(out, new RegExp(`^ok: broke, 4 players, ${end.s.actions} actions`), out);
    const list = decisions(end.replay);
    const mine = list.filter((a) => a.seat === 0).map((a) => a.decision);
    assert.ok(mine.includes("roulette"), `the replay holds the person's Roulette pick: ${mine}`);
    t.diagnostic(`${name}: turn ${end.s.turn}, ${end.s.actions} actions in ${((Date.now() - t0) / 1000).toFixed(0)} s; ` +
      `own decisions ${JSON.stringify(own)}, ${skips} computer stretches skipped; ${out}; final hash ${end.s.hash}`);
    assert.deepEqual(page.errors, []);
  } catch (e) {
    await shot(page, `${name}-failure`).catch(() => {});
    throw e;
  } finally {
    await page.context().close();
  }
});
