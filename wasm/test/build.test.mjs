// dist/web as `make web` leaves it: the files, the sizes the loader relies
// on, the precompressed variants, wasm_exec.js from this Go.
import test from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { gunzipSync, brotliDecompressSync } from "node:zlib";
import path from "node:path";
import { webDir, requireSetup } from "./lib.mjs";

test("dist/web holds the page, the loader, wasm_exec.js and the precompressed wasm", () => {
  requireSetup();
  const files = readdirSync(webDir);
  for (const f of ["index.html", "loader.js", "wasm_exec.js"]) assert.ok(files.includes(f), f);
  const html = readFileSync(path.join(webDir, "index.html"), "utf8");
  const m = html.match(/data-wasm="(game\.[0-9a-f]{12}\.wasm)" data-size="(\d+)"/);
  assert.ok(m, "index.html names the wasm and its size");
  const [, name, size] = m;
  const wasm = readFileSync(path.join(webDir, name));
  assert.equal(wasm.length, Number(size), "data-size is the wasm's size");
  assert.deepEqual([...wasm.subarray(0, 4)], [0, 0x61, 0x73, 0x6d], "a WebAssembly module");
  assert.ok(gunzipSync(readFileSync(path.join(webDir, name + ".gz"))).equals(wasm), ".gz is the wasm");
  assert.ok(brotliDecompressSync(readFileSync(path.join(webDir, name + ".br"))).equals(wasm), ".br is the wasm");
  assert.equal(files.filter((f) => /^game\..*\.wasm$/.test(f)).length, 1, "old builds removed");
  const goroot = execFileSync("go", ["env", "GOROOT"], { encoding: "utf8" }).trim();
  assert.ok(readFileSync(path.join(goroot, "lib/wasm/wasm_exec.js")).equals(readFileSync(path.join(webDir, "wasm_exec.js"))), "wasm_exec.js matches this Go");
  assert.ok(!/\{\{/.test(html), "no placeholder left");
  assert.match(html, /name="viewport"[^>]*user-scalable=no/);
  assert.match(html, /touch-action:\s*none/);
  assert.match(html, /overscroll-behavior:\s*none/);
});
