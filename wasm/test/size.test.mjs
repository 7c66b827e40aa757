// The download's budget (issue 17): the game's wasm, gzipped, at most 1.5×
// the bare Ebitengine program's (wasm/bare), both built by wasm/build.sh
// with this Go. Sizes only: timings are measured by `npm run measure`.
import test from "node:test";
import assert from "node:assert/strict";
import { readFileSync, statSync } from "node:fs";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { webDir, repoDir } from "./lib.mjs";

const gzipBudget = 1.5;

function gzipSize(dir) {
  const html = readFileSync(path.join(dir, "index.html"), "utf8");
  const m = html.match(/data-wasm="(game\.[0-9a-f]{12}\.wasm)"/);
  assert.ok(m, `${dir}/index.html names its wasm`);
  return statSync(path.join(dir, m[1] + ".gz")).size;
}

test("the game's wasm gzipped is at most 1.5× the bare Ebitengine program's", () => {
  const bareDir = path.join(repoDir, "dist/web-bare");
  // The same script and flags as the game's build (an unchanged bare
  // program is not rebuilt or compressed again).
  execFileSync(path.join(repoDir, "wasm/build.sh"), [bareDir, "./wasm/bare"], {
    cwd: repoDir, stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, BROTLI_QUALITY: process.env.BROTLI_QUALITY || "9" },
  });
  const game = gzipSize(webDir), bare = gzipSize(bareDir);
  const ratio = game / bare;
  assert.ok(ratio <= gzipBudget,
    `game ${game} B gzip is ${ratio.toFixed(3)}× the bare program's ${bare} B (budget ${gzipBudget}×): see docs/PERFORMANCE.md for where the bytes go`);
});
