// Browser measurements of the game against the bare Ebitengine program
// (wasm/bare), both built in this run, in Debian's headless chromium:
//   make web && cd wasm && npm run measure
// (a) wasm size, gzip and brotli; (b) navigation to first frame; (c) frames
// per second while the wheel spins, against bare filling the whole screen.
// RUNS (default 3) page loads each for (b); the median is reported.
import { execFileSync } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { launch, startServer, desktop, repoDir, webDir } from "../test/lib.mjs";
import { mouse, seedSettings, startGame, look, key } from "../test/play.mjs";

const runs = Number(process.env.RUNS || 3);
const bareDir = path.join(repoDir, "dist/web-bare");
execFileSync(path.join(repoDir, "wasm/build.sh"), [bareDir, "./wasm/bare"], {
  cwd: repoDir, stdio: "inherit", env: { ...process.env, BROTLI_QUALITY: process.env.BROTLI_QUALITY || "9" },
});

function sizes(dir) {
  const html = readFileSync(path.join(dir, "index.html"), "utf8");
  const name = html.match(/data-wasm="([^"]+)"/)[1];
  const s = (f) => statSync(path.join(dir, f)).size;
  return { raw: s(name), gzip: s(name + ".gz"), brotli: s(name + ".br") };
}
const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
const mb = (n) => (n / 1048576).toFixed(1) + " MB";
const ratio = (a, b) => (a / b).toFixed(2) + "×";

const game = { sizes: sizes(webDir) };
const bare = { sizes: sizes(bareDir) };

const gameSrv = await startServer(webDir);
const bareSrv = await startServer(bareDir);
const browser = await launch();

async function firstFrame(url) {
  const ctx = await browser.newContext(desktop);
  const page = await ctx.newPage();
  await page.goto(url);
  const ms = await (await page.waitForFunction(() => {
    const h = window.wheeloffate;
    const f = h && h.frames && h.frames();
    return f && f.firstDrawMs !== null && f.firstDrawMs !== undefined && f.firstDrawMs;
  }, null, { timeout: 120000, polling: 20 })).jsonValue();
  return { ctx, page, ms };
}

async function fps(page, ms = 3000) {
  const f = () => page.evaluate(() => window.wheeloffate.frames());
  const a = await f();
  const t = Date.now();
  await page.waitForTimeout(ms);
  const b = await f();
  const s = (Date.now() - t) / 1000;
  return { fps: (b.draws - a.draws) / s, tps: (b.ticks - a.ticks) / s };
}

try {
  // (b) first frame, alternating so both see the same load on the machine.
  // A fresh browser's first page load pays for starting its renderer and
  // GPU processes; one unmeasured load of each first, so that the first
  // measured one (the game's) does not. Each context is new, with no cache:
  // a later load of the same page compiles its module again. The order
  // alternates by rounds (game first, then bare first), so that a drift in
  // the machine's load falls on both alike.
  for (const url of [gameSrv.url + "/", bareSrv.url + "/"]) await (await firstFrame(url)).ctx.close();
  const g = [], b = [];
  for (let i = 0; i < runs; i++) {
    const pair = [[gameSrv.url + "/", g], [bareSrv.url + "/", b]];
    if (i % 2 === 1) pair.reverse();
    for (const [url, out] of pair) {
      const r = await firstFrame(url);
      out.push(r.ms);
      await r.ctx.close();
    }
  }
  game.firstFrameMs = median(g); bare.firstFrameMs = median(b);
  game.firstFrameRuns = g; bare.firstFrameRuns = b;

  // (c) bare drawing a full screen, then the game's wheel spinning on the
  // board (life-duel at 1× speed, a spin by the keyboard).
  {
    const r = await firstFrame(bareSrv.url + "/");
    await r.page.waitForTimeout(1000);
    bare.fps = await fps(r.page);
    await r.ctx.close();
  }
  {
    const ctx = await browser.newContext(desktop);
    await seedSettings(ctx, { sound: false, volume: 0, animSpeed: 0, askSideBets: false });
    const page = await ctx.newPage();
    await page.goto(gameSrv.url + "/");
    // After the title's opening (half a second), as it then stays.
    await page.waitForFunction(() => window.wheeloffate && window.wheeloffate.frames().draws > 60, null, { timeout: 120000 });
    await page.evaluate(() => window.wheeloffate.controls());
    game.titleFps = await fps(page);
    await startGame(page, mouse, "life-duel", 2);
    for (const end = Date.now() + 120000; ;) {
      if (Date.now() > end) throw new Error("no spin of the person's came");
      const { s, c } = await look(page);
      const d = s.decision;
      if (d.person && d.offered && d.kind === "spin") break;
      if (d.person && d.offered) {
        const btn = c.list.find((x) => x.kind === "button" && !x.disabled && !/^(Follow|\+|−)$/.test(x.label));
        if (btn) await mouse.tap(page, btn);
      }
      await page.waitForTimeout(200);
    }
    await key(page, "Space");
    game.spinFps = await fps(page, 2500);
    await ctx.close();
  }
} finally {
  await browser.close();
  gameSrv.close();
  bareSrv.close();
}

const rows = [
  ["wasm", mb(game.sizes.raw), mb(bare.sizes.raw), ratio(game.sizes.raw, bare.sizes.raw), "≤ 1.5×"],
  ["wasm gzip", mb(game.sizes.gzip), mb(bare.sizes.gzip), ratio(game.sizes.gzip, bare.sizes.gzip), "≤ 1.5×"],
  ["wasm brotli", mb(game.sizes.brotli), mb(bare.sizes.brotli), ratio(game.sizes.brotli, bare.sizes.brotli), "≤ 1.5×"],
  ["navigation → first frame (median of " + runs + ")", Math.round(game.firstFrameMs) + " ms", Math.round(bare.firstFrameMs) + " ms", ratio(game.firstFrameMs, bare.firstFrameMs), "≤ 1.3×"],
  ["frames/s, wheel spinning on the board vs bare full-screen fill", game.spinFps.fps.toFixed(1), bare.fps.fps.toFixed(1), ratio(game.spinFps.fps, bare.fps.fps), "≥ 0.8×"],
  ["frames/s, title screen (wheel turning)", game.titleFps.fps.toFixed(1), bare.fps.fps.toFixed(1), ratio(game.titleFps.fps, bare.fps.fps), ""],
];
console.log("| measure | game | bare | ratio | aim |\n| --- | --- | --- | --- | --- |");
for (const r of rows) console.log("| " + r.join(" | ") + " |");
console.log(JSON.stringify({ game, bare }));
