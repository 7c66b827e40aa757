// Make a Million in the browser on a phone held upright (390×844), by
// touch: one person and three computers, from the title and the setup, with
// the animations at 4× (the computers' turns skipped with "Play until my
// turn"), until the person has won an auction (they send the first
// property they land on to auction and raise by $10k until it
// is theirs) and proposed a deal of their own (cash for a property, or a
// property for cash) and seen its answer. Then the browser's replay,
// replayed natively, ends on the browser's final hash.
import test from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { launch, startServer, shot, phone, repoDir } from "./lib.mjs";
import { finger, startGame, look, verifyNatively, settled, openGame, swipeToBox, answers, pick, notAnswers } from "./play.mjs";

let srv, browser;
test.before(async () => { srv = await startServer(); browser = await launch(); });
test.after(async () => { await browser?.close(); srv?.close(); });

const portrait = { ...phone, deviceScaleFactor: 2 };
const stallLimitMs = 30000;
const seed = 5;
const settings = { sound: true, volume: 0.8, animSpeed: 2, askSideBets: false };


// showLines is the replay's log natively (`wheeloffate replay show`).
function showLines(replayText) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "wheeloffate-million-"));
  const file = path.join(dir, "million.replay.json");
  writeFileSync(file, replayText);
  try {
    const out = execFileSync("go", ["run", ".", "replay", "show", file], { cwd: repoDir, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
    return out.trim().split("\n");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}


// The turn bar's own entries, and the sheets' frame: what is not a seat to
// deal with on the "Deal with…" sheet.
const barRe = /^(Roll|Done|Deeds…|Build…|Deal with…|Pay \$|Use card…|Repay|More|Close|◄|►|Menu|Play until my turn)/;

// ownMove answers the person's decision by touch and says how; plan keeps
// where the person is: the auction to win, then the deal to propose.
async function ownMove(page, s, c, plan) {
  const d = s.decision;
  const btns = answers(c);
  let b = null;
  switch (d.kind) {
    case "buy":
      // Send the first property to auction; once one is won, buy or not.
      b = pick(btns, /^Auction it$/);
      if (b) plan.auctions++;
      break;
    case "bid":
      // Raise by $10k (the least step when that is all the cash allows)
      // until the property is the person's, or the cash says no (Pass).
      b = plan.won ? pick(btns, /^Pass$/) : pick(btns, /^\+\$10k: bid/, /^\+\$1k: bid/) || pick(btns, /^Pass$/);
      if (b && b.label !== "Pass") plan.bids++;
      break;
    case "turn":
      // Once an auction is won, on the person's own turn: "Deal with…",
      // then the first seat on its sheet.
      if (plan.won && !plan.proposed) {
        const seats = btns.filter((x) => x.kind === "button" && !barRe.test(x.label));
        b = seats[0] || pick(btns, /^Deal with…$/);
      }
      if (!b) b = pick(btns, /^Roll/);
      break;
    case "between":
      b = pick(btns, /^Done$/);
      break;
    case "offer": {
      // A property (the first deed on the sheet, either side's) and $10k
      // asked, then Propose.
      const tiles = btns.filter((x) => x.kind === "button" && !/^(\+\$|No cash|Propose|Cancel)/.test(x.label) && !notAnswers.has(x.label));
      if (plan.step === 0 && tiles.length > 0) b = tiles[0];
      else if (plan.step <= 1) b = btns.filter((x) => x.label === "+$10k").at(-1);
      if (!b) b = pick(btns, /^Propose$/, /^Cancel$/);
      plan.step++;
      if (b && b.label === "Propose") plan.proposed = true;
      break;
    }
    case "answer":
      b = pick(btns, /^Accept$/);
      break;
    case "raise":
      b = pick(btns, /covers it/, /^Mortgage/, /^Sell/, /^Yes, give up/, /^Give up/);
      break;
  }
  b = b || btns.find((x) => x.kind === "button") || btns[0];
  assert.ok(b, `an answer to a ${d.kind} decision on screen: ${c.list.map((x) => `${x.kind}:${x.label}`)}`);
  await finger.tap(page, b);
  return b.label;
}

test("phone 390×844, touch: Make a Million against three computers, an auction won and a deal proposed, hash checked natively", async (t) => {
  const t0 = Date.now();
  // A fixed seed (?seed=): the same dice and cards on every run.
  const page = await openGame(browser, srv.url + "/?seed=" + seed, portrait, settings);
  const name = "million-portrait";
  const own = {};
  const shots = new Set();
  const plan = { won: false, lastBid: false, auctions: 0, bids: 0, step: 0, proposed: false };
  try {
    await swipeToBox(page, "million");
    await startGame(page, finger, "million", 4);
    const first = (await look(page)).s;
    assert.equal(first.ruleset, "million");
    assert.equal(first.seats, 4);
    let skips = 0, missed = 0, lastActions = -1, lastChange = Date.now(), proposedAt = -1;
    for (;;) {
      const { s, c } = await look(page);
      assert.notEqual(s.scene, "results", `the game ended first: ${JSON.stringify(plan)}`);
      assert.equal(s.valid, true, `the engine's invariants hold: ${s.problem}`);
      const now = Date.now();
      if (s.actions !== lastActions) lastActions = s.actions, lastChange = now;
      assert.ok(now - lastChange < stallLimitMs, `nothing happened for ${stallLimitMs} ms: ${JSON.stringify(s)}`);
      const d = s.decision;
      const mine = d && d.person && d.seat === 0;
      if (!mine || !d.offered) {
        // The computers' turns, at once, as a player in a hurry does.
        const skip = c.list.find((x) => x.kind === "button" && x.label === "Play until my turn" && !x.disabled);
        if (skip && !mine) {
          await finger.tap(page, skip);
          skips++;
        } else await page.waitForTimeout(50);
        continue;
      }
      if (plan.proposed && proposedAt >= 0 && s.actions > proposedAt && d.kind !== "answer" && d.kind !== "offer") break;
      // The person raised in an auction and is no longer asked to bid:
      // nobody raised over them, so the property is theirs (the log,
      // read natively at the end, says so).
      if (!plan.won && d.kind !== "bid" && plan.lastBid) plan.won = true;
      if (d.kind !== "bid") plan.lastBid = false;
      if (!shots.has(d.kind)) {
        shots.add(d.kind);
        await shot(page, `${name}-${d.kind}`);
      }
      const how = await ownMove(page, s, c, plan);
      own[d.kind] = (own[d.kind] || 0) + 1;
      if (how === "Propose") proposedAt = s.actions + 1;
      const taken = await page.waitForFunction((n) => window.wheeloffate.state().actions > n,
        s.actions, { polling: 30, timeout: 5000 }).then(() => true, () => false);
      if (!taken && how === "Deal with…") continue; // its sheet is open: a seat on it next
      if (taken && how === "Propose") {
        await page.waitForTimeout(400);
        await shot(page, `${name}-deal-answered`);
      }
      missed = taken ? 0 : missed + 1;
      assert.ok(missed <= 3, `the game did not take ${how} for a ${d.kind}, ${missed} times`);
      if (d.kind === "bid" && taken) plan.lastBid = how !== "Pass";
    }
    const end = await settled(page);
    await shot(page, `${name}-after-deal`);
    assert.equal(end.s.valid, true, end.s.problem);
    assert.equal(end.parsed.checks.at(-1).hash, end.s.hash, "the replay ends with the state's hash");
    const out = verifyNatively(end.replay);
    assert.match(out, new RegExp(`^ok: million, 4 players, ${end.s.actions} actions`), out);
    const me = end.parsed.seats[0].name;
    const lines = showLines(end.replay);
    assert.ok(lines.some((l) => l.startsWith(`${me} wins the auction for `)), `the log has the person's auction won: ${lines.filter((l) => /auction/.test(l))}`);
    const offer = lines.findIndex((l) => l.startsWith(`${me} offers `));
    assert.ok(offer >= 0, "the log has the person's deal");
    assert.ok(lines.slice(offer + 1).some((l) => / (accepts|refuses|answers) /.test(l)), `the deal was answered: ${lines.slice(offer, offer + 4)}`);
    t.diagnostic(`${name}: turn ${end.s.turn}, ${end.s.actions} actions in ${((Date.now() - t0) / 1000).toFixed(0)} s; ` +
      `own decisions ${JSON.stringify(own)}, ${plan.bids} raises in ${plan.auctions} auctions, ${skips} computer stretches skipped; ${out}`);
    assert.deepEqual(page.errors, []);
  } catch (e) {
    await shot(page, `${name}-failure`).catch(() => {});
    throw e;
  } finally {
    await page.context().close();
  }
});
