// Shared helpers of the browser tests: the dev server, Debian's chromium
// through playwright-core, the game's read-only hook, touch through CDP.
import { spawn, execFileSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

export const wasmDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const repoDir = path.resolve(wasmDir, "..");
// WEB_DIR picks another build (dist/web-demo runs the shell tests on the demo scene).
export const webDir = path.resolve(repoDir, process.env.WEB_DIR || "dist/web");
export const shotsDir = path.resolve(repoDir, "shots/web");
export const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";

// Never skip: a missing browser or build is a failure with a reason.
export function requireSetup() {
  if (!existsSync(CHROMIUM)) throw new Error(`no browser at ${CHROMIUM}: scripts/deps.sh web installs Debian's chromium`);
  if (!existsSync(path.join(webDir, "index.html"))) throw new Error(`no ${webDir}/index.html: run make web first`);
}

// startServer runs wasm/cmd/serve on a free loopback port.
export async function startServer(dir = webDir) {
  const bin = path.join(repoDir, "bin", "wheeloffate-serve");
  if (!existsSync(bin)) {
    mkdirSync(path.dirname(bin), { recursive: true });
    execFileSync("go", ["build", "-o", bin, "./wasm/cmd/serve"], { cwd: repoDir, stdio: "inherit" });
  }
  const proc = spawn(bin, ["-dir", dir, "-addr", "127.0.0.1:0"], { stdio: ["ignore", "pipe", "inherit"] });
  const url = await new Promise((resolve, reject) => {
    let out = "";
    const t = setTimeout(() => reject(new Error("server did not start: " + out)), 10000);
    proc.stdout.on("data", (d) => {
      out += d;
      const m = out.match(/on (http:\/\/127\.0\.0\.1:\d+)\//);
      if (m) { clearTimeout(t); resolve(m[1]); }
    });
    proc.on("exit", (code) => { clearTimeout(t); reject(new Error(`server exited ${code}: ${out}`)); });
  });
  return { url, close: () => proc.kill() };
}

export const launchArgs = [
  "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
  // As on a real page: audio needs a gesture, so the tests see it unlock.
  "--autoplay-policy=user-gesture-required",
];

// launch starts chromium; playwright gives it a fresh temporary profile
// (its own --user-data-dir) and removes it on close.
export async function launch() {
  requireSetup();
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: launchArgs });
}

export const desktop = { viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1, hasTouch: false, isMobile: false };
export const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true };

// Runs before any page script: records every AudioContext the game makes,
// and lets a test pretend the page is hidden (Ebitengine reads
// Document.prototype.hidden, so that is where the switch goes).
//
// It also enforces the autoplay policy a real browser applies to Web Audio,
// which headless Chromium 156 does not (measured: an AudioContext runs at
// once, with --autoplay-policy=user-gesture-required, and
// navigator.userActivation reports activation before any input). A context
// starts suspended and resume() does nothing until the page has had a
// trusted activating input event (a click, a key, a finger lifted), so a
// test sees whether the game really resumes its audio on the first gesture.
export const initScript = () => {
  window.__audioContexts = [];
  window.__gestured = false;
  for (const type of ["mousedown", "mouseup", "pointerdown", "pointerup", "keydown", "keyup", "touchend", "click"]) {
    window.addEventListener(type, (e) => { if (e.isTrusted) window.__gestured = true; }, { capture: true });
  }
  for (const name of ["AudioContext", "webkitAudioContext"]) {
    const Orig = window[name];
    if (!Orig) continue;
    window[name] = class extends Orig {
      constructor(...a) {
        super(...a);
        window.__audioContexts.push(this);
        if (!window.__gestured) super.suspend();
      }
      resume() { return window.__gestured ? super.resume() : Promise.resolve(); }
    };
  }
  window.__hidden = false;
  const desc = Object.getOwnPropertyDescriptor(Document.prototype, "hidden");
  Object.defineProperty(Document.prototype, "hidden", {
    configurable: true,
    get() { return window.__hidden || desc.get.call(this); },
  });
  const vdesc = Object.getOwnPropertyDescriptor(Document.prototype, "visibilityState");
  Object.defineProperty(Document.prototype, "visibilityState", {
    configurable: true,
    get() { return window.__hidden ? "hidden" : vdesc.get.call(this); },
  });
};

// openPage opens the page and collects console errors and page errors.
export async function openPage(browser, device, url) {
  const ctx = await browser.newContext(device);
  const page = await ctx.newPage();
  page.errors = [];
  page.on("console", (m) => { if (m.type() === "error") page.errors.push(m.text()); });
  page.on("pageerror", (e) => page.errors.push(String(e)));
  await page.addInitScript(initScript);
  page.navStart = Date.now();
  await page.goto(url);
  return page;
}

// waitFor polls fn in the page until it returns a truthy value.
export async function waitFor(page, fn, arg, what, timeout = 30000) {
  try {
    const h = await page.waitForFunction(fn, arg, { timeout, polling: 50 });
    return await h.jsonValue();
  } catch (e) {
    const loader = await page.evaluate(() => window.wheeloffateLoader).catch(() => null);
    throw new Error(`timed out waiting for ${what}; loader ${JSON.stringify(loader && { phase: loader.phase, error: loader.error, exitCode: loader.exitCode })}; page errors ${JSON.stringify(page.errors)}`);
  }
}

// waitForGame waits until the game has drawn frames and its canvas is up.
export async function waitForGame(page, frames = 5) {
  await waitFor(page, (n) => {
    const h = window.wheeloffate;
    return h && h.frames && h.frames().draws >= n && document.querySelector("canvas");
  }, frames, "the game's first frames");
}

export const frames = (page) => page.evaluate(() => window.wheeloffate.frames());
export const state = (page) => page.evaluate(() => window.wheeloffate.state());

// controls returns the controls drawn in the last frame (CSS pixels).
export async function controls(page) {
  await page.evaluate(() => window.wheeloffate.controls()); // starts recording
  await page.waitForTimeout(100);
  return page.evaluate(() => window.wheeloffate.controls());
}

// find waits for a control whose label matches re (and kind, if given).
export async function find(page, re, kind, timeout = 20000) {
  const end = Date.now() + timeout;
  let last;
  while (Date.now() < end) {
    last = await controls(page);
    const c = last.list.find((c) => (!kind || c.kind === kind) && (re === null || re.test(c.label)) && !c.disabled);
    if (c) return c;
    await page.waitForTimeout(150);
  }
  throw new Error(`no control ${kind || ""} ${re} on screen; drawn: ${JSON.stringify(last && last.list.map((c) => `${c.kind}:${c.label}`))}`);
}

export const center = (c) => ({ x: c.x + c.w / 2, y: c.y + c.h / 2 });

// Mouse: press long enough for a tick to see it.
export async function click(page, c) {
  const p = center(c);
  await page.mouse.move(p.x, p.y);
  await page.mouse.down();
  await page.waitForTimeout(80);
  await page.mouse.up();
  await page.waitForTimeout(120);
}

// A flick: drag across the wheel and let go while moving.
export async function flickMouse(page, wheel) {
  const p = center(wheel);
  const r = wheel.w / 2;
  await page.mouse.move(p.x - r * 0.6, p.y - r * 0.5);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) {
    await page.mouse.move(p.x - r * 0.6 + (i * r * 1.2) / 8, p.y - r * 0.5);
    await page.waitForTimeout(16);
  }
  await page.mouse.up();
}

// Touch through CDP, held ≥150 ms (Playwright's tap is shorter than a tick).
export async function cdp(page) {
  if (!page.cdp) page.cdp = await page.context().newCDPSession(page);
  return page.cdp;
}

export async function touchTap(page, c, hold = 160) {
  const s = await cdp(page);
  const p = center(c);
  const pt = [{ x: p.x, y: p.y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
  await s.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: pt });
  await page.waitForTimeout(hold);
  await s.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await page.waitForTimeout(120);
}

export async function touchFlick(page, wheel) {
  const s = await cdp(page);
  const p = center(wheel);
  const r = wheel.w / 2;
  const at = (i) => [{ x: p.x - r * 0.6 + (i * r * 1.2) / 10, y: p.y - r * 0.5, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
  await s.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(0) });
  await page.waitForTimeout(150);
  for (let i = 1; i <= 10; i++) {
    await s.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: at(i) });
    await page.waitForTimeout(16);
  }
  await s.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

export async function shot(page, name) {
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, name + ".png") });
}

// nativeSelftest runs the same game natively and returns its line.
export function nativeSelftest(spec) {
  return execFileSync("go", ["run", "./wasm/cmd/selftest", spec], { cwd: repoDir, encoding: "utf8" }).trim();
}
