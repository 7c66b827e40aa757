// Playing the game in the page the way a person does: finding controls
// through the read-only hook (window.wheeloffate), pressing them with the
// mouse, a finger (CDP touch held over several frames) or the keyboard, and
// waiting for the game to take each action.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import assert from "node:assert/strict";
import { cdp, center, waitFor, waitForGame, initScript, shot, repoDir } from "./lib.mjs";

// The hook's state and the controls of the same frame.
export async function look(page) {
  return page.evaluate(() => ({ s: window.wheeloffate.state(), c: window.wheeloffate.controls() }));
}

// ticks waits until the game has run n more ticks (Updates) than now, so
// an input is seen by the game however slowly this machine draws; it also
// waits at least ms.
export async function ticks(page, n = 1, ms = 0) {
  const t0 = Date.now();
  const start = await page.evaluate(() => window.wheeloffate.frames().ticks);
  await page.waitForFunction((want) => window.wheeloffate.frames().ticks >= want, start + n, { polling: 10, timeout: 20000 });
  const left = ms - (Date.now() - t0);
  if (left > 0) await page.waitForTimeout(left);
}

// The points of a flick: clockwise round the hub at 70% of the wheel's
// radius, from its upper left, 70° a step (the game reads the rate of turn,
// so a step may take any number of frames).
function flickPath(wheel, steps = 5) {
  const p = center(wheel);
  const r = 0.7 * wheel.w / 2;
  const out = [];
  for (let i = 0; i <= steps; i++) {
    const a = (-160 + 70 * i) * Math.PI / 180;
    out.push({ x: p.x + r * Math.cos(a), y: p.y + r * Math.sin(a) });
  }
  return out;
}

// A flick moves as a quick hand does, one step every flickStepMs, and lets
// go while moving: it does not wait for the game's frames, which on this
// machine's software renderer come 70–200 ms apart (each step is delivered
// with a frame anyway). The game measures the flick by its clock, so it
// reads the same speed however few frames saw it.
const flickStepMs = 16;

// How a test presses things: the mouse or a finger. A press is held over
// at least two ticks and 150 ms; each step of a flick is seen by a tick, and
// the release follows the last step at once, while the pointer moves.
export const mouse = {
  name: "mouse",
  async tap(page, c) {
    const p = center(c);
    await page.mouse.move(p.x, p.y);
    await page.mouse.down();
    await ticks(page, 2, 150);
    await page.mouse.up();
    await ticks(page, 1);
  },
  async flick(page, wheel) {
    const pts = flickPath(wheel);
    await page.mouse.move(pts[0].x, pts[0].y);
    await page.mouse.down();
    await ticks(page, 2);
    for (const [i, q] of pts.slice(1).entries()) {
      if (i > 0) await page.waitForTimeout(flickStepMs);
      await page.mouse.move(q.x, q.y);
    }
    await page.mouse.up();
    await ticks(page, 1);
  },
};

const touchPoint = (q) => [{ x: q.x, y: q.y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];

export const finger = {
  name: "touch",
  async tap(page, c) {
    const s = await cdp(page);
    await s.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: touchPoint(center(c)) });
    await ticks(page, 2, 150);
    await s.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await ticks(page, 1);
  },
  async flick(page, wheel) {
    const s = await cdp(page);
    const pts = flickPath(wheel);
    await s.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: touchPoint(pts[0]) });
    await ticks(page, 2, 100);
    for (const [i, q] of pts.slice(1).entries()) {
      if (i > 0) await page.waitForTimeout(flickStepMs);
      await s.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: touchPoint(q) });
    }
    await s.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await ticks(page, 1);
  },
};

// key presses a key, held over two ticks.
export async function key(page, k) {
  await page.keyboard.down(k);
  await ticks(page, 2, 100);
  await page.keyboard.up(k);
  await ticks(page, 1);
}

// Settings saved before the page starts (the game reads them from
// localStorage): quicker animations, and no side bets asked of the person
// on every computer spin.
export function seedSettings(ctx, settings) {
  return ctx.addInitScript((s) => {
    if (!localStorage.getItem("wheeloffate.settings")) localStorage.setItem("wheeloffate.settings", s);
  }, JSON.stringify(settings));
}

// findControl polls the drawn controls for one that matches.
export async function findControl(page, pred, what, timeout = 30000) {
  const end = Date.now() + timeout;
  let last;
  while (Date.now() < end) {
    last = await look(page);
    const c = last.c.list.find((c) => !c.disabled && pred(c));
    if (c) return c;
    await page.waitForTimeout(100);
  }
  throw new Error(`no ${what} on screen; drawn: ${JSON.stringify(last && last.c.list.map((c) => `${c.kind}:${c.label}`))}`);
}

// startGame goes from the title to the board: the ruleset's box, then the
// setup with one person and the rest computers (seats: how many), each
// computer at its level in levels (by seat: "Easy", "Normal", "Hard"; none
// given, as the setup offers), tapped on its row's level button, Start.
export async function startGame(page, input, ruleset, seats, levels = []) {
  // A tap on the title's wheel first: the first gesture unlocks the audio,
  // and the title's wheel only spins for fun.
  const box = await findControl(page, (c) => c.kind === "game" && c.label === ruleset, `the ${ruleset} box`);
  await input.tap(page, box);
  // The setup: seats are rows with a Person/Computer button each.
  const start = await findControl(page, (c) => c.kind === "button" && c.label === "Start", "the setup's Start");
  for (let i = 0; i < 16; i++) {
    const { c } = await look(page);
    const kinds = c.list.filter((x) => x.kind === "button" && /^(Person|Computer)$/.test(x.label));
    if (kinds.length < seats) {
      const add = c.list.find((x) => x.label === "Add a player" && !x.disabled);
      assert.ok(add, `cannot add a seat: ${kinds.length} of ${seats}`);
      await input.tap(page, add);
      continue;
    }
    const persons = kinds.filter((x) => x.label === "Person");
    if (persons.length !== 1 || kinds[0].label !== "Person") {
      // Toggle a row: the first should be the person, the rest computers.
      const wrong = kinds.find((x, i) => (i === 0) !== (x.label === "Person"));
      await input.tap(page, wrong);
      continue;
    }
    assert.equal(kinds.length, seats, "seat count");
    // A seat's level button is on the line of its Person/Computer button.
    const wrong = kinds.map((k, i) => [i, c.list.find((x) => x.kind === "button" && /^(Easy|Normal|Hard)$/.test(x.label) &&
      Math.abs(x.y + x.h / 2 - (k.y + k.h / 2)) < 2)]).find(([i, lv]) => levels[i] && (!lv || lv.label !== levels[i]));
    if (!wrong) break;
    assert.ok(wrong[1], `seat ${wrong[0] + 1} has no level button`);
    await input.tap(page, wrong[1]);
  }
  const { c } = await look(page);
  const got = c.list.filter((x) => x.kind === "button" && /^(Easy|Normal|Hard)$/.test(x.label)).map((x) => x.label);
  for (const lv of levels.filter(Boolean)) assert.ok(got.includes(lv), `a seat set to ${lv}: ${got}`);
  await input.tap(page, start);
  await waitFor(page, () => { const s = window.wheeloffate.state(); return s && s.decision && s; }, null, "the board", 30000);
}

const choiceRe = /\((short|long) way\)$/;
// Labels of the "no, thanks" kind, for decisions the test has no stake in.
const declineRe = /^(No bet|Done betting|No, thanks|Keep it|Not now|No revenge|Pay \$|Keep the )/;

// playTurns plays the person's decisions until they have spun in `turns`
// different turns and chosen a way at a fork (road or fork), with: the
// first spin a flick on the wheel, one spin by the keyboard (Space), one
// fork by the keyboard (Enter) when there is a second one, the rest
// pressed. It returns what happened, for the assertions.
export async function playTurns(page, input, { turns = 3, maxActions = 60, shots = "", timeout = 150000 } = {}) {
  const log = { spins: [], forks: [], other: [], flicks: [], keys: [], states: [] };
  const spunTurns = new Set();
  const end = Date.now() + timeout;
  let shotN = 0;
  const shotTags = new Set();
  while (spunTurns.size < turns || log.forks.length === 0) {
    assert.ok(Date.now() < end, `ran out of time: ${JSON.stringify({ spins: log.spins, forks: log.forks, other: log.other })}`);
    assert.ok(log.spins.length + log.forks.length + log.other.length < maxActions, "too many decisions without reaching the goal");
    const { s, c } = await waitOffered(page, end);
    assert.equal(s.valid, true, `the engine's invariants hold: ${s.problem}`);
    log.states.push(s);
    if (s.over) break;
    const d = s.decision;
    const tag = `${d.kind}-${log.spins.length}-${log.forks.length}`;
    if (shots && shotN < 5 && !shotTags.has(tag)) {
      shotTags.add(tag);
      await shot(page, `${shots}-${++shotN}-${d.kind}`);
    }
    let how;
    if (d.kind === "spin") {
      if (log.flicks.length === 0) {
        const wheel = c.list.find((x) => x.kind === "wheel");
        assert.ok(wheel, "the wheel is on screen for a spin");
        await input.flick(page, wheel);
        how = "flick";
      } else if (!log.keys.includes("Space")) {
        await key(page, "Space");
        how = "Space";
      } else {
        const btn = c.list.find((x) => x.kind === "button" && x.label === "Spin" && !x.disabled);
        assert.ok(btn, "a Spin button");
        await input.tap(page, btn);
        how = "button";
      }
    } else if (d.kind === "road" || d.kind === "fork") {
      const ways = c.list.filter((x) => x.kind === "button" && choiceRe.test(x.label) && !x.disabled);
      assert.equal(ways.length, 2, `two ways to choose from: ${c.list.map((x) => x.label)}`);
      if (log.forks.length >= 1 && !log.keys.includes("Enter")) {
        await key(page, "Enter");
        how = "Enter";
      } else {
        await input.tap(page, ways[1]); // the long way: College at the start
        how = ways[1].label;
      }
    } else {
      const btns = c.list.filter((x) => (x.kind === "button" || x.kind === "choice") && !x.disabled);
      const b = btns.find((x) => declineRe.test(x.label)) || btns.find((x) => x.kind === "button" && x.label !== "Follow" && x.label !== "+" && x.label !== "−");
      assert.ok(b, `a button for a ${d.kind} decision: ${c.list.map((x) => x.label)}`);
      await input.tap(page, b);
      how = b.label;
    }
    const after = await waitTaken(page, s, 15000);
    if (!after) {
      // Not taken (a flick too weak, a press between ticks): offered again.
      log.missed = (log.missed || 0) + 1;
      assert.ok(log.missed <= 3, `the game did not take ${how} for a ${d.kind} decision, ${log.missed} times`);
      continue;
    }
    const rec = { turn: s.turn, kind: d.kind, how, actions: after.actions };
    if (d.kind === "spin") {
      log.spins.push(rec);
      spunTurns.add(s.turn);
      if (how === "flick") log.flicks.push(after.flick);
    } else if (d.kind === "road" || d.kind === "fork") log.forks.push(rec);
    else log.other.push(rec);
    if (how === "Space" || how === "Enter") log.keys.push(how);
  }
  log.spunTurns = spunTurns.size;
  return log;
}

// waitOffered waits until a person's decision is offered on screen.
async function waitOffered(page, end) {
  let last;
  while (Date.now() < end) {
    last = await look(page);
    const s = last.s;
    if (s && (s.over || (s.decision && s.decision.person && s.decision.offered))) return last;
    await page.waitForTimeout(100);
  }
  throw new Error(`no decision of the person's offered; last state ${JSON.stringify(last && last.s)}`);
}

// waitTaken waits until the game applied an action after state s.
async function waitTaken(page, s, timeout) {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    const now = await page.evaluate(() => window.wheeloffate.state());
    if (now.actions > s.actions) return now;
    await page.waitForTimeout(80);
  }
  return null;
}

// settled waits until the person must decide again, and returns the state
// and the replay of that same moment (the game waits for the person).
export async function settled(page) {
  await page.evaluate(() => window.wheeloffate.replay()); // starts keeping it
  const end = Date.now() + 60000;
  const { s } = await waitOffered(page, end);
  for (;;) {
    assert.ok(Date.now() < end, "no replay from the hook");
    const r = await page.evaluate(() => ({ s: window.wheeloffate.state(), replay: window.wheeloffate.replay() }));
    if (r.replay && r.s.actions === s.actions) {
      const rep = JSON.parse(r.replay);
      if (rep.actions.length === s.actions) return { s: r.s, replay: r.replay, parsed: rep };
    }
    await page.waitForTimeout(100);
  }
}

// verifyNatively replays the browser's replay with the native build
// (`wheeloffate replay verify`), which checks every recorded hash,
// including the browser's hash of the final state.
export function verifyNatively(replayText) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "wheeloffate-replay-"));
  const file = path.join(dir, "browser.replay.json");
  writeFileSync(file, replayText);
  try {
    return execFileSync("go", ["run", ".", "replay", "verify", file], { cwd: repoDir, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// reloadAndContinue reloads the page partway through a game, presses the
// title's Continue, and returns the state before and after: the game must
// stand exactly where it stood (it was saved in localStorage after every
// action).
export async function reloadAndContinue(page, input) {
  const { s: before } = await waitOffered(page, Date.now() + 60000);
  await page.reload();
  await waitFor(page, () => {
    const h = window.wheeloffate;
    return h && h.frames && h.frames().draws >= 5 && document.querySelector("canvas");
  }, null, "the game's first frames after the reload", 90000);
  const title = await waitFor(page, () => { const s = window.wheeloffate.state(); return s && s.scene === "title" && s; }, null, "the title after the reload");
  assert.equal(title.ruleset, undefined, "a fresh page: no game published yet");
  await page.evaluate(() => window.wheeloffate.controls()); // start recording the drawn controls
  const cont = await findControl(page, (c) => c.kind === "button" && c.label === "Continue", "the title's Continue");
  await input.tap(page, cont);
  const { s: after } = await waitOffered(page, Date.now() + 60000);
  return { before, after };
}

// oneMove takes the person's pending decision the plain way: the Spin
// button for a spin, the first way at a road or fork, otherwise a "no,
// thanks" button or the first one. It returns the decision's kind.
export async function oneMove(page, input) {
  const { s, c } = await look(page);
  const d = s.decision;
  const btns = c.list.filter((x) => (x.kind === "button" || x.kind === "choice") && !x.disabled);
  const spin = btns.find((x) => x.kind === "button" && x.label === "Spin");
  if (d.kind === "spin" && !spin) {
    await key(page, "Space");
  } else if (d.kind === "spin") {
    await input.tap(page, spin);
  } else {
    const b = btns.find((x) => choiceRe.test(x.label)) ||
      btns.find((x) => declineRe.test(x.label)) ||
      btns.find((x) => x.kind === "button" && !["Follow", "+", "−"].includes(x.label));
    assert.ok(b, `a button for a ${d.kind} decision: ${c.list.map((x) => x.label)}`);
    await input.tap(page, b);
  }
  return d.kind;
}

// openGame opens the game in a new context of browser for device, with
// settings saved beforehand (none: a new player), the page's console and
// page errors collected (less the browser's own favicon 404), the drawn
// controls recorded and the replay kept from the start.
export async function openGame(browser, url, device, settings) {
  const ctx = await browser.newContext(device);
  if (settings) await seedSettings(ctx, settings);
  await ctx.addInitScript(initScript);
  const page = await ctx.newPage();
  page.errors = [];
  page.on("console", (m) => {
    if (m.type() === "error" && !/\/favicon\.ico$/.test(m.location().url)) page.errors.push(m.text());
  });
  page.on("pageerror", (e) => page.errors.push(String(e)));
  await page.goto(url);
  await waitForGame(page);
  await page.evaluate(() => window.wheeloffate.controls()); // start recording the drawn controls
  await page.evaluate(() => window.wheeloffate.replay()); // start keeping the replay
  return page;
}

// swipeToBox drags the title's list of games up by touch, a slow drag
// from a box drawn, until the ruleset's box is drawn.
export async function swipeToBox(page, ruleset) {
  for (let i = 0; i < 6; i++) {
    const { c } = await look(page);
    if (c.list.some((x) => x.kind === "game" && x.label === ruleset)) return;
    const boxes = c.list.filter((x) => x.kind === "game");
    assert.ok(boxes.length > 0, "the title's games are drawn");
    const from = center(boxes[boxes.length - 1]);
    const s = await cdp(page);
    const at = (y) => [{ x: from.x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
    await s.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(from.y) });
    await ticks(page, 2, 100);
    for (let k = 1; k <= 10; k++) {
      await s.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: at(from.y - 25 * k) });
      await ticks(page, 1, 30);
    }
    await ticks(page, 2, 150); // held still: no fling
    await s.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await ticks(page, 3);
  }
  assert.fail(`the ${ruleset} box never came into view`);
}

// notAnswers are the table's own buttons, never an answer to a decision.
export const notAnswers = new Set(["Menu", "Play until my turn", "+", "−"]);
// answers are the live buttons and choices that answer the person's
// decision (less those the test names in skip).
export const answers = (c, skip = null) => c.list.filter((x) => (x.kind === "button" || x.kind === "choice") && !x.disabled &&
  !notAnswers.has(x.label) && !(skip && skip.test(x.label)));
// pick is the first of btns whose label matches the first of res that
// matches any, or null.
export const pick = (btns, ...res) => {
  for (const re of res) {
    const b = btns.find((x) => re.test(x.label));
    if (b) return b;
  }
  return null;
};
