// The game in the page: it fills the viewport at the device's pixel ratio,
// follows resizes and rotation, never scrolls or zooms, pauses while the tab
// is hidden, and its audio unlocks on the first gesture. These need the game
// to open its Ebitengine screen in the browser.
import test from "node:test";
import assert from "node:assert/strict";
import { launch, startServer, openPage, waitForGame, frames, desktop, phone, shot, touchTap, cdp } from "./lib.mjs";

let srv, browser;
test.before(async () => { srv = await startServer(); browser = await launch(); });
test.after(async () => { await browser?.close(); srv?.close(); });

async function layout(page) {
  return page.evaluate(() => {
    const c = document.querySelector("canvas");
    const r = c.getBoundingClientRect();
    const cs = (el) => getComputedStyle(el);
    const metas = [...document.querySelectorAll('meta[name="viewport"]')];
    return {
      iw: innerWidth, ih: innerHeight, dpr: devicePixelRatio,
      rect: { x: r.x, y: r.y, w: r.width, h: r.height },
      cw: c.width, ch: c.height,
      scrollW: document.documentElement.scrollWidth, scrollH: document.documentElement.scrollHeight,
      touch: [cs(document.documentElement).touchAction, cs(document.body).touchAction, cs(c).touchAction],
      overscroll: cs(document.documentElement).overscrollBehaviorY,
      overflow: cs(document.body).overflow,
      lastViewport: metas[metas.length - 1].content,
      loaderShown: getComputedStyle(document.getElementById("loader")).display !== "none",
    };
  });
}

function checkFills(l, what) {
  assert.deepEqual(l.rect, { x: 0, y: 0, w: l.iw, h: l.ih }, `${what}: the canvas fills the viewport`);
  assert.ok(Math.abs(l.cw - l.iw * l.dpr) <= 1 && Math.abs(l.ch - l.ih * l.dpr) <= 1,
    `${what}: canvas ${l.cw}×${l.ch} is the viewport ${l.iw}×${l.ih} at devicePixelRatio ${l.dpr}`);
  assert.ok(l.scrollW <= l.iw && l.scrollH <= l.ih, `${what}: nothing to scroll`);
}

// audioStates reads the states of the game's audio contexts.
const audioStates = (page) => page.evaluate(() => window.__audioContexts.map((x) => x.state));

// Each device is one page load (a load is most of a test's time on this
// machine): its layout, its audio before and after the first gesture, then
// what the device does next.
test("desktop 1280×720: fills the window, audio waits for the first click, pauses while hidden, follows a resize", async () => {
  const page = await openPage(browser, desktop, srv.url + "/");
  await waitForGame(page);
  await page.waitForTimeout(300);
  const l = await layout(page);
  checkFills(l, "1280×720");
  assert.equal(l.loaderShown, false, "the loader is gone");
  assert.deepEqual(l.touch, ["none", "none", "none"]);
  assert.equal(l.overscroll, "none");
  assert.equal(l.overflow, "hidden");
  let f = await frames(page);
  assert.deepEqual([f.width, f.height], [1280, 720], "logical 1280×720");
  await shot(page, "desktop-first-frame");

  // Audio: none before a gesture (the autoplay policy), running after the
  // first click.
  const before = await audioStates(page);
  assert.ok(before.length > 0, "the game made an audio context");
  assert.ok(before.every((s) => s !== "running"), `click: no audio before a gesture (autoplay policy): ${before}`);
  await page.mouse.click(5, 5);
  await page.waitForTimeout(500);
  const after = await audioStates(page);
  assert.ok(after.includes("running"), `audio running after the first click: ${after}`);

  // Hidden tab: no ticks and the audio suspended; back: ticks resume
  // without a burst of catch-up ticks.
  const a = await frames(page);
  await page.waitForTimeout(500);
  const b = await frames(page);
  assert.ok(b.ticks > a.ticks, "ticks advance while visible");
  await page.evaluate(() => { window.__hidden = true; document.dispatchEvent(new Event("visibilitychange")); });
  await page.waitForTimeout(400); // Ebitengine looks every 100 ms
  const c = await frames(page);
  await page.waitForTimeout(800);
  const d = await frames(page);
  assert.equal(d.ticks, c.ticks, "no ticks while hidden");
  const hidden = await audioStates(page);
  assert.ok(hidden.length > 0 && hidden.every((s) => s === "suspended"), `audio suspended while hidden: ${hidden}`);
  await page.evaluate(() => { window.__hidden = false; document.dispatchEvent(new Event("visibilitychange")); });
  await page.waitForTimeout(800);
  const e = await frames(page);
  assert.ok(e.ticks > d.ticks, "ticks resume when visible again");
  assert.ok(e.ticks - d.ticks < 120, `no burst of catch-up ticks on return: ${e.ticks - d.ticks}`);

  // Resize: the logical screen follows (1000×700 is inside the clamp, so
  // it is drawn 1:1; see game.LogicalSize).
  await page.setViewportSize({ width: 1000, height: 700 });
  await page.waitForTimeout(600);
  checkFills(await layout(page), "1000×700");
  f = await frames(page);
  assert.deepEqual([f.width, f.height], [1000, 700], "the logical screen follows the window");
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test("phone 390×844 at 3×: fills the screen, audio waits for the first tap, no zoom, rotates", async () => {
  const page = await openPage(browser, phone, srv.url + "/");
  await waitForGame(page);
  await page.waitForTimeout(300);
  const l = await layout(page);
  checkFills(l, "portrait");
  assert.match(l.lastViewport, /user-scalable=no/, "the page's own viewport tag wins over Ebitengine's");
  assert.match(l.lastViewport, /maximum-scale=1/);
  let f = await frames(page);
  assert.deepEqual([f.width, f.height], [400, 866], "portrait logical screen");
  await shot(page, "phone-first-frame");

  const before = await audioStates(page);
  assert.ok(before.length > 0, "the game made an audio context");
  assert.ok(before.every((s) => s !== "running"), `tap: no audio before a gesture (autoplay policy): ${before}`);
  await touchTap(page, { x: 20, y: 20, w: 0, h: 0 });
  await page.waitForTimeout(500);
  const after = await audioStates(page);
  assert.ok(after.includes("running"), `audio running after the first tap: ${after}`);

  // A double tap and a pinch must not zoom the page.
  await touchTap(page, { x: 150, y: 400, w: 0, h: 0 }, 40);
  await touchTap(page, { x: 150, y: 400, w: 0, h: 0 }, 40);
  const s = await cdp(page);
  await s.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: 150, y: 400, id: 1 }, { x: 250, y: 450, id: 2 }] });
  for (let i = 1; i <= 5; i++) {
    await s.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: 150 - i * 20, y: 400 - i * 20, id: 1 }, { x: 250 + i * 20, y: 450 + i * 20, id: 2 }] });
    await page.waitForTimeout(20);
  }
  await s.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await page.waitForTimeout(300);
  const vv = await page.evaluate(() => ({ scale: visualViewport.scale, x: scrollX, y: scrollY }));
  assert.deepEqual(vv, { scale: 1, x: 0, y: 0 }, "no zoom, no scroll");
  // Rotate to landscape.
  await page.setViewportSize({ width: 844, height: 390 });
  await page.waitForTimeout(600);
  checkFills(await layout(page), "landscape");
  f = await frames(page);
  assert.deepEqual([f.width, f.height], [866, 400], "landscape logical screen");
  await shot(page, "phone-landscape");
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test("unreadable saved settings do not stop the game", async () => {
  const ctx = await browser.newContext(desktop);
  await ctx.addInitScript(() => { if (!sessionStorage.getItem("seeded")) { localStorage.setItem("wheeloffate.settings", "{not json"); sessionStorage.setItem("seeded", "1"); } });
  const page = await ctx.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.goto(srv.url + "/");
  await waitForGame(page);
  const l = await page.evaluate(() => window.wheeloffateLoader);
  assert.equal(l.error, null);
  assert.deepEqual(errors, []);
  await ctx.close();
});
