// What the browser compiles before each program's first frame: Chromium
// compiles a module's functions lazily, each on its first call, on the page's
// main thread, and that is most of what the game's start costs beyond the
// bare program's (docs/PERFORMANCE.md). Builds both with their function
// names, traces RUNS page loads of each (alternating), and prints the
// functions compiled before the first frame: how many, their bytes, the
// main thread's time in them, the background threads' optimising
// compilation; then the code the game compiles and the bare program does
// not, by package, and its largest functions.
//   make web && cd wasm && RUNS=3 node measure/startup.mjs
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { launch, startServer, desktop, repoDir } from "../test/lib.mjs";

const runs = Math.max(1, Number(process.env.RUNS || 3));
const top = Number(process.env.TOP || 25);
const progs = [["game", "."], ["bare", "./wasm/bare"]].map(([name, pkg]) => {
  const dir = path.join(repoDir, "dist/startup-" + name);
  execFileSync(path.join(repoDir, "wasm/build.sh"), [dir, pkg], {
    cwd: repoDir, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, KEEP_NAMES: "1", BROTLI_QUALITY: "1" },
  });
  const wasm = readdirSync(dir).find((f) => /^game\.[0-9a-f]+\.wasm$/.test(f));
  return { name, dir, ...functions(path.join(dir, wasm)), loads: [] };
});

// functions is each function's name, body size and package, by index in
// the module's function space, as wasm/cmd/wasmsize -funcs lists them.
function functions(file) {
  const out = execFileSync("go", ["run", "./wasm/cmd/wasmsize", "-funcs", file], { cwd: repoDir, encoding: "utf8", maxBuffer: 1 << 28 });
  const names = new Map(), sizes = new Map(), pkgs = new Map();
  for (const line of out.split("\n")) {
    const [idx, bytes, pkg, name] = line.split("\t");
    if (name === undefined) continue;
    names.set(Number(idx), name); sizes.set(Number(idx), Number(bytes)); pkgs.set(name, pkg);
  }
  return { names, sizes, pkgs };
}

const servers = await Promise.all(progs.map((p) => startServer(p.dir)));
const browser = await launch();
try {
  for (let r = 0; r <= runs; r++) {
    for (let j = 0; j < progs.length; j++) {
      const k = (r + j) % progs.length, p = progs[k];
      const ctx = await browser.newContext(desktop);
      const page = await ctx.newPage();
      if (r > 0) await browser.startTracing(page, { categories: ["blink.user_timing", "v8.wasm", "toplevel"] });
      await page.goto(servers[k].url + "/");
      const ff = await (await page.waitForFunction(() => {
        const f = window.wheeloffate && window.wheeloffate.frames && window.wheeloffate.frames();
        return f && f.firstDrawMs;
      }, null, { timeout: 120000, polling: 20 })).jsonValue();
      if (r > 0) p.loads.push(load(JSON.parse(await browser.stopTracing()), ff));
      await ctx.close();
    }
  }
} finally {
  await browser.close();
  servers.forEach((s) => s.close());
}

// load sums one trace from navigation to the first frame.
function load(trace, ff) {
  const ev = trace.traceEvents || trace;
  const main = ev.find((e) => e.ph === "M" && e.name === "thread_name" && e.args.name === "CrRendererMain" &&
    ev.some((x) => x.pid === e.pid && x.name === "navigationStart"));
  if (!main) throw new Error("startup: the trace has no page's main thread with a navigationStart");
  const nav = Math.min(...ev.filter((e) => e.name === "navigationStart" && e.pid === main.pid).map((e) => e.ts));
  const cut = nav + ff * 1000;
  const lazy = new Set();
  let lazyMs = 0, topMs = 0;
  for (const e of ev) {
    if (e.ph !== "X" || e.ts + (e.dur || 0) > cut || e.ts < nav) continue;
    if (e.pid === main.pid && e.tid === main.tid && e.name === "wasm.CompileLazy") { lazy.add(e.args.func_index); lazyMs += e.dur / 1000; }
    if (e.pid === main.pid && e.tid !== main.tid && e.name === "wasm.TopTierCompilation") topMs += e.dur / 1000;
  }
  return { ff, lazy, lazyMs, topMs };
}

const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
const kb = (n) => (n / 1024).toFixed(0) + " KB";
const compiled = (p) => { // every function compiled before the first frame in any load, by name
  const m = new Map();
  for (const l of p.loads) for (const f of l.lazy) m.set(p.names.get(f) || "#" + f, p.sizes.get(f) || 0);
  return m;
};
console.log("| program | first frame | functions compiled lazily before it | their code | main thread compiling | background optimising |");
console.log("| --- | --- | --- | --- | --- | --- |");
for (const p of progs) {
  const bytes = p.loads.map((l) => [...l.lazy].reduce((s, f) => s + (p.sizes.get(f) || 0), 0));
  console.log(`| ${p.name} | ${median(p.loads.map((l) => l.ff)).toFixed(0)} ms | ${median(p.loads.map((l) => l.lazy.size))} | ` +
    `${kb(median(bytes))} | ${median(p.loads.map((l) => l.lazyMs)).toFixed(0)} ms | ${median(p.loads.map((l) => l.topMs)).toFixed(0)} ms |`);
}
const [game, bare] = progs.map(compiled);
const only = [...game].filter(([n]) => !bare.has(n));
const byPkg = new Map();
for (const [n, s] of only) { const p = progs[0].pkgs.get(n) || n; byPkg.set(p, (byPkg.get(p) || 0) + s); }
console.log(`\nCompiled before the first frame by the game only: ${only.length} functions, ${kb(only.reduce((s, [, v]) => s + v, 0))}`);
for (const [k, v] of [...byPkg].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${String(v).padStart(7)} B  ${k}`);
console.log("Largest:");
for (const [n, s] of only.sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${String(s).padStart(7)} B  ${n}`);
