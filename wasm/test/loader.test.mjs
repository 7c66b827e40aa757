// The page loads through the dev server: headers, precompressed wasm, a
// progress bar that follows the download, and the loader out of the way.
import test from "node:test";
import assert from "node:assert/strict";
import { launch, startServer, openPage, waitFor, desktop } from "./lib.mjs";

let srv, browser;
test.before(async () => { srv = await startServer(); browser = await launch(); });
test.after(async () => { await browser?.close(); srv?.close(); });

test("the server negotiates encodings and types", async () => {
  const html = await (await fetch(srv.url + "/")).text();
  const name = html.match(/data-wasm="([^"]+)"/)[1];
  for (const [ae, enc] of [["br, gzip", "br"], ["gzip", "gzip"], ["identity", null]]) {
    const res = await fetch(`${srv.url}/${name}`, { method: "HEAD", headers: { "Accept-Encoding": ae } });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("content-type"), "application/wasm");
    assert.equal(res.headers.get("content-encoding"), enc, ae);
    assert.equal(res.headers.get("vary"), "Accept-Encoding");
    assert.match(res.headers.get("cache-control"), /immutable/);
  }
  const idx = await fetch(srv.url + "/index.html", { method: "HEAD" });
  assert.equal(idx.headers.get("cache-control"), "no-cache");
  assert.equal((await fetch(srv.url + "/../../etc/passwd")).status, 404);
});

test("the loading bar follows the download of the brotli wasm", async () => {
  const b2 = browser;
  const ctx = await b2.newContext(desktop);
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send("Network.enable");
  // Slow the download down so the bar has something to show: 20 MB/s.
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 5, downloadThroughput: 20e6, uploadThroughput: 1e6 });
  let wasmHeaders = null;
  page.on("response", (r) => { if (r.url().endsWith(".wasm")) wasmHeaders = r.headers(); });
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.goto(srv.url + "/");
  const info = await waitFor(page, () => {
    const l = window.wheeloffateLoader;
    return l && l.phase !== "download" && l;
  }, null, "the download to finish", 60000);
  assert.equal(info.error, null, "no loading error");
  assert.ok(wasmHeaders, "the wasm was fetched");
  assert.equal(wasmHeaders["content-encoding"], "br", "the brotli variant was served");
  assert.equal(wasmHeaders["content-type"], "application/wasm");
  const p = info.progress;
  assert.equal(p[p.length - 1], 100, "ends at 100%");
  assert.equal(info.loaded, info.total, "counted every byte against the known size");
  assert.ok(p.length >= 4, `the bar moved in steps: ${p}`);
  for (let i = 1; i < p.length; i++) assert.ok(p[i] > p[i - 1], `progress only grows: ${p}`);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test("a missing wasm shows an error with a retry button, not a blank page", async () => {
  const ctx = await browser.newContext(desktop);
  const page = await ctx.newPage();
  await page.route(/\.wasm$/, (r) => r.fulfill({ status: 404, body: "gone" }));
  await page.goto(srv.url + "/");
  await waitFor(page, () => window.wheeloffateLoader && window.wheeloffateLoader.phase === "error", null, "the error");
  assert.ok(await page.isVisible("#retry"));
  assert.match(await page.textContent("#status"), /404/);
  await ctx.close();
});
